/**
 * The islands of a page as its prerendered HTML has them, for pages reached by client-side navigation (their server
 * HTML is not in the document then). One request per page, shared by its islands; a failed one is forgotten, so that
 * trying again asks again.
 */
const pages = new Map<string, Promise<Document>>();
const KEPT_PAGES = 8;

function prerenderedPage(pathname: string): Promise<Document> {
  const known = pages.get(pathname);
  if (known) return known;
  const page = fetch(pathname, {headers: {accept: 'text/html'}})
    .then((response) => {
      if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
      return response.text();
    })
    .then((html) => new DOMParser().parseFromString(html, 'text/html'));
  page.catch(() => pages.delete(pathname));
  pages.set(pathname, page);
  if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value as string);
  return page;
}

/** The inner HTML of the element `id` in the prerendered page at `pathname`; fails when the page or element lacks. */
export async function prerenderedIslandHtml(pathname: string, id: string): Promise<string> {
  const island = (await prerenderedPage(pathname)).getElementById(id);
  if (!island) throw new Error(`${pathname} has no element #${id}`);
  return island.innerHTML;
}
