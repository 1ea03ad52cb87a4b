import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import type {AnalyticsOptions} from '../../shared/analytics';

export type {AnalyticsOptions};

export function isAnalyticsConfigured(options: AnalyticsOptions): boolean {
  return Boolean(options.posthogKey || options.googleTagId || options.googleTagManagerId);
}

/**
 * Opt-in analytics. With no ID configured the plugin adds nothing to the site, so readers' browsers make no
 * third-party request; with IDs it loads the configured services and reports one page view per pathname.
 */
export default function analyticsPlugin(options: AnalyticsOptions): PluginModule {
  return (): Plugin => createAnalyticsPlugin(options);
}

function createAnalyticsPlugin(options: AnalyticsOptions): Plugin {
  const enabled = isAnalyticsConfigured(options);
  if (!enabled) {
    console.info('[analytics] no analytics ID configured: analytics is off.');
  }
  return {
    name: 'tessera-analytics',
    getClientModules() {
      return enabled ? [path.resolve(__dirname, '../../src/analytics/clientModule.ts')] : [];
    },
    contentLoaded({actions}) {
      actions.setGlobalData({enabled, ...options});
    },
  };
}
