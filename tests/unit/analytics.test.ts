import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin, {isAnalyticsConfigured} from '../../plugins/analytics';
import {isNewPageView} from '../../src/analytics/pageViews';

const nothing = {posthogHost: 'https://posthog.example', posthogSessionRecording: false};

describe('analytics', () => {
  it('is on only when an ID is configured', () => {
    assert.equal(isAnalyticsConfigured(nothing), false);
    assert.equal(isAnalyticsConfigured({...nothing, posthogKey: 'phc_x'}), true);
    assert.equal(isAnalyticsConfigured({...nothing, googleTagId: 'G-1'}), true);
    assert.equal(isAnalyticsConfigured({...nothing, googleTagManagerId: 'GTM-1'}), true);
  });

  it('adds no browser code at all when nothing is configured', async () => {
    const plugin = await analyticsPlugin(nothing)({} as LoadContext, {});
    assert.deepEqual(plugin?.getClientModules?.(), []);
    const withId = await analyticsPlugin({...nothing, googleTagId: 'G-1'})({} as LoadContext, {});
    assert.equal(withId?.getClientModules?.().length, 1);
  });

  it('counts one page view per pathname, not per hash or query change', () => {
    assert.equal(isNewPageView({pathname: '/a'}, null), true, 'the first page');
    assert.equal(isNewPageView({pathname: '/b'}, {pathname: '/a'}), true);
    assert.equal(isNewPageView({pathname: '/a'}, {pathname: '/a'}), false, 'same page, new hash or query');
  });
});
