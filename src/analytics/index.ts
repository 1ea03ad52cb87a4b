import globalData from '@generated/globalData';
import type {AnalyticsOptions} from '../../shared/analytics';

type AnalyticsSettings = AnalyticsOptions & {enabled: boolean};

interface PostHogLike {
  capture(event: string, properties?: Record<string, unknown>): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let posthog: PostHogLike | undefined;
const pendingPostHogEvents: [string, Record<string, unknown>][] = [];

export function getAnalyticsSettings(): AnalyticsSettings | undefined {
  const pluginData = globalData['tessera-analytics'] as Record<string, unknown> | undefined;
  return pluginData?.default as AnalyticsSettings | undefined;
}

export function isAnalyticsEnabled(): boolean {
  return getAnalyticsSettings()?.enabled === true;
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads the configured services once, in the browser. */
export function startAnalytics(): void {
  const settings = getAnalyticsSettings();
  if (!settings?.enabled) return;

  if (settings.googleTagId || settings.googleTagManagerId) {
    window.dataLayer = window.dataLayer ?? [];
  }
  if (settings.googleTagId) {
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, so it must be pushed as is.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', settings.googleTagId, {send_page_view: false});
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.googleTagId)}`);
  }
  if (settings.googleTagManagerId) {
    window.dataLayer?.push({'gtm.start': Date.now(), event: 'gtm.js'});
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(settings.googleTagManagerId)}`);
  }
  if (settings.posthogKey) {
    const key = settings.posthogKey;
    void import('posthog-js').then(({default: client}) => {
      client.init(key, {
        api_host: settings.posthogHost,
        capture_pageview: false,
        disable_session_recording: !settings.posthogSessionRecording,
        persistence: 'localStorage',
      });
      posthog = client;
      for (const [event, properties] of pendingPostHogEvents.splice(0)) client.capture(event, properties);
    });
  }
}

/** Sends a named event to every configured service; a no-op when analytics is off. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  const settings = getAnalyticsSettings();
  if (!settings?.enabled || typeof window === 'undefined') return;
  if (settings.googleTagId) window.gtag?.('event', event, properties);
  if (settings.googleTagManagerId) window.dataLayer?.push({event, ...properties});
  if (settings.posthogKey) {
    if (posthog) posthog.capture(event, properties);
    else pendingPostHogEvents.push([event, properties]);
  }
}

export function trackPageView(pathname: string): void {
  const settings = getAnalyticsSettings();
  if (!settings?.enabled) return;
  const properties = {page_path: pathname, page_location: window.location.href, page_title: document.title};
  if (settings.googleTagId) window.gtag?.('event', 'page_view', properties);
  if (settings.googleTagManagerId) window.dataLayer?.push({event: 'page_view', ...properties});
  if (settings.posthogKey) {
    const event: [string, Record<string, unknown>] = ['$pageview', {$current_url: window.location.href}];
    if (posthog) posthog.capture(...event);
    else pendingPostHogEvents.push(event);
  }
}
