import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {withoutOwnAddress} from '../../plugins/seo/notFoundPage';

describe('the not-found page names no address of its own', () => {
  const head =
    '<html><head><title>Page Not Found</title><meta data-rh=true property=og:url content=https://docs.test/404.html />' +
    '<link data-rh=true rel=canonical href=https://docs.test/404.html />' +
    '<link data-rh="true" rel="alternate" href="https://docs.test/404.html" hreflang="en">' +
    '<link rel=alternate href=https://docs.test/404.html hreflang=x-default />' +
    '<link rel=alternate type=application/rss+xml href=/changelog/rss.xml title=Changelog>' +
    '<meta property=og:title content="Page Not Found">';

  it('drops the canonical link, og:url and hreflang alternates, and keeps the rest', () => {
    const html = withoutOwnAddress(`${head}</head><body><a rel=canonical href=/x>x</a></body></html>`);
    assert.doesNotMatch(html.slice(0, html.indexOf('</head>')), /canonical|og:url|hreflang/);
    assert.match(html, /application\/rss\+xml/, 'the feed link stays');
    assert.match(html, /og:title/);
    assert.match(html, /<body><a rel=canonical href=\/x>x<\/a>/, 'the body is left alone');
  });

  it('fails the build once the theme stops writing a canonical link there, so that the step goes', () => {
    assert.throws(() => withoutOwnAddress('<html><head><title>x</title></head></html>'), /can be removed/);
  });
});
