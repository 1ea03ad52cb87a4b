import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {openPage, useBrowser, visit} from './support/browser';

const getBrowser = useBrowser();

// The announcement bar is configured at build time (ANNOUNCEMENT_ID / ANNOUNCEMENT_CONTENT); `npm test` builds with one.
const configured = Boolean(process.env.ANNOUNCEMENT_ID);

describe('announcement bar', {skip: configured ? false : 'the build under test has no announcement configured'}, () => {
  it('can be closed, stays closed after a reload, and comes back when the announcement id changes', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/');
    const bar = tab.page.getByRole('banner').filter({hasText: process.env.ANNOUNCEMENT_CONTENT ?? ''});
    await bar.waitFor();
    await tab.page.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    assert.equal(await tab.page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    assert.equal(
      await tab.page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')),
      process.env.ANNOUNCEMENT_ID,
    );

    await tab.page.reload();
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    assert.equal(await bar.count(), 0, 'still closed after a reload');

    // A reader who closed an older announcement sees the new one.
    await tab.page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await tab.page.reload();
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await bar.waitFor();
    await tab.context.close();
  });
});
