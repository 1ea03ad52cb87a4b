import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {routedLinkTarget} from '../../plugins/api-reference/islands/links';

/** A link of an island's HTML as the browser sees it: `href` resolved, attributes as written. */
function link(href: string, attributes: Record<string, string> = {}) {
  const all: Record<string, string> = {href, ...attributes};
  return {
    href: new URL(href, here.href).href,
    getAttribute: (name: string) => all[name] ?? null,
    hasAttribute: (name: string) => name in all,
  };
}

const here = new URL('https://docs.example/reference/api/configs-fetch?x=1');
const plainClick = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};

describe('links inside API islands', () => {
  test('a plain click on a link to another page of the site goes through the router', () => {
    assert.equal(
      routedLinkTarget(link('/reference/api/configs-history'), plainClick, here),
      '/reference/api/configs-history',
    );
    assert.equal(
      routedLinkTarget(link('../sdk/observability#setup'), plainClick, here),
      '/reference/sdk/observability#setup',
    );
    assert.equal(
      routedLinkTarget(link('configs-add?tab=go', {target: '_self'}), plainClick, here),
      '/reference/api/configs-add?tab=go',
    );
  });

  test('new tabs and windows, downloads and other origins stay with the browser', () => {
    const page = link('/reference/api/configs-history');
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      assert.equal(routedLinkTarget(page, {...plainClick, [modifier]: true}, here), undefined, modifier);
    }
    assert.equal(routedLinkTarget(page, {...plainClick, button: 1}, here), undefined, 'middle button');
    assert.equal(routedLinkTarget(page, {...plainClick, defaultPrevented: true}, here), undefined, 'handled already');
    assert.equal(routedLinkTarget(link('/reference/api/x', {target: '_blank'}), plainClick, here), undefined);
    assert.equal(routedLinkTarget(link('/reference/api/x', {download: ''}), plainClick, here), undefined);
    assert.equal(routedLinkTarget(link('https://other.example/reference/api/x'), plainClick, here), undefined);
  });

  test('files and jumps within the page stay with the browser', () => {
    assert.equal(routedLinkTarget(link('/reference/openapi.yaml'), plainClick, here), undefined);
    assert.equal(routedLinkTarget(link('#responses'), plainClick, here), undefined);
    // The same page with another query is another location: the router's.
    assert.equal(
      routedLinkTarget(link('?x=2#responses'), plainClick, here),
      '/reference/api/configs-fetch?x=2#responses',
    );
  });
});
