/** The analytics plugin's options (plugins/analytics), which it also gives the browser as its global data. */
export interface AnalyticsOptions {
  posthogKey?: string;
  posthogHost: string;
  posthogSessionRecording: boolean;
  googleTagId?: string;
  googleTagManagerId?: string;
}
