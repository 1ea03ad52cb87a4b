/**
 * The one gate for links that come from outside the site's code: a model's answer or the sources the Ask AI service
 * sends (and the copies of both kept in the reader's browser). Any renderer of answers or sources, today's or a
 * later replacement of the Markdown renderer, must send every href it renders through `safeLink` and show the text
 * alone when it answers undefined; nothing else decides whether such a link is safe.
 *
 * A link is kept when it is an http(s) URL written in full, or a path on this site. The check resolves the href the
 * way a browser would, against the page's origin, instead of matching text patterns: browsers read `/\evil.example`
 * and `/<TAB>/evil.example` as `//evil.example`, which a pattern on the raw text misses.
 */

/** C0 and C1 controls, spaces and the invisible or space-like characters URL parsers skip or readers cannot see. */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern exists to find
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
/** An explicit scheme, as in `https:` or `javascript:`. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A full http(s) URL: scheme then `//`. `https:host` also parses, but off-site or on-site depending on the base. */
const WEB_URL = /^https?:\/\//i;

/**
 * `href` as it should be rendered, or undefined when it must stay plain text. A path on this site comes back as a
 * normalised path (`/a/b?q#h`), and so does a full URL of the page's own origin, so the site's router handles both;
 * another http(s) URL comes back in its normalised form. Everything else is refused: other schemes (`javascript:`,
 * `data:`, `mailto:`), scheme-relative `//host`, relative paths and bare `#fragments` (which would resolve against
 * whichever page the reader is on), credentials in the URL, backslashes, and control or invisible characters.
 */
export function safeLink(href: string, pageOrigin: string): string | undefined {
  if (!href || href.includes('\\') || HIDDEN_CHARACTERS.test(href)) return undefined;
  const origin = originOf(pageOrigin);
  if (!origin) return undefined;

  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;

  const sameOrigin = url.origin === origin;
  if (SCHEME.test(href)) {
    if (!WEB_URL.test(href)) return undefined;
    return sameOrigin ? sitePath(url) : url.href;
  }
  if (!href.startsWith('/') || href.startsWith('//') || !sameOrigin) return undefined;
  return sitePath(url);
}

/** The origin of an http(s) page, or undefined for anything else (a file: page, a malformed value). */
function originOf(pageOrigin: string): string | undefined {
  try {
    const url = new URL(pageOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path, query and fragment of a same-origin URL, or undefined when they would leave the site once rendered:
 * dot segments can leave a path starting with `//` (`/.//evil.example`), which a browser reads as another host.
 */
function sitePath(url: URL): string | undefined {
  if (url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
