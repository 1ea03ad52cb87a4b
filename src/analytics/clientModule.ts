import type {ClientModule} from '@docusaurus/types';
import {startAnalytics, trackPageView} from './index';
import {isNewPageView} from './pageViews';

if (typeof window !== 'undefined') startAnalytics();

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (isNewPageView(location, previousLocation)) trackPageView(location.pathname);
  },
};

export default clientModule;
