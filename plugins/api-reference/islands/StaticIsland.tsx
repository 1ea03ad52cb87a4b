// The browser's side of an island: the server's HTML of that part, kept as it is instead of being drawn again by the
// OpenAPI theme's code (which therefore never downloads). Tabs and details inside work through ./interactions.
import React, {useEffect, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {addCopyButtons, installIslandInteractions} from './interactions';
import {ISLAND_CLASS, isDataIsland, islandId, type IslandName} from '../../../shared/api-reference/islandNames';
import {prerenderedIslandHtml} from '../../../shared/api-reference/islandHtml';
import './islands.css';

type Loaded = {state: 'ready'; html: string} | {state: 'loading'} | {state: 'failed'};

/** While hydrating, the server's HTML of this page is in the document: the island's is read from there. */
function htmlInDocument(id: string, hydrating: boolean): Loaded {
  const html = hydrating ? document.getElementById(id)?.innerHTML : undefined;
  return html === undefined ? {state: 'loading'} : {state: 'ready', html};
}

/** After a client-side navigation: the island from the page's prerendered HTML, then the anchor it may hold. */
function useFetchedIsland(id: string, loaded: Loaded, setLoaded: (next: Loaded) => void): void {
  const {pathname, hash} = useLocation();
  useEffect(() => {
    if (loaded.state !== 'loading') return undefined;
    let current = true;
    prerenderedIslandHtml(pathname, id).then(
      (html) => current && setLoaded({state: 'ready', html}),
      () => current && setLoaded({state: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [id, pathname, loaded.state, setLoaded]);
  useEffect(() => {
    const island = loaded.state === 'ready' ? document.getElementById(id) : null;
    if (!island) return;
    addCopyButtons(island);
  }, [id, loaded.state]);
  useEffect(() => {
    if (loaded.state !== 'ready' || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && document.getElementById(id)?.contains(target)) target.scrollIntoView();
  }, [id, hash, loaded.state]);
}

export function staticIsland(name: IslandName): () => ReactNode {
  const id = islandId(name);
  const hidden = isDataIsland(name);
  function StaticIsland(): ReactNode {
    // False only while hydrating the page the server rendered (Docusaurus sets it after the first commit).
    const isBrowser = useIsBrowser();
    const [loaded, setLoaded] = useState<Loaded>(() => htmlInDocument(id, !isBrowser));
    const {pathname} = useLocation();
    const history = useHistory();
    useEffect(() => installIslandInteractions((path) => history.push(path)), [history]);
    useFetchedIsland(id, loaded, setLoaded);

    if (loaded.state === 'ready') {
      // React leaves this HTML as the server wrote it: hydration does not compare it, later renders do not touch it.
      return (
        <div
          id={id}
          className={ISLAND_CLASS}
          hidden={hidden}
          dangerouslySetInnerHTML={{__html: loaded.html}}
          suppressHydrationWarning
        />
      );
    }
    // A data island has nothing to show; "Try it" reports its failure.
    if (hidden) return <div id={id} className={ISLAND_CLASS} hidden />;
    if (loaded.state === 'failed') {
      return (
        <div id={id} className={`${ISLAND_CLASS} ${ISLAND_CLASS}--failed`} role="alert">
          <p>
            This part of the page could not be loaded. Check your connection, then{' '}
            <a href={pathname} target="_self">
              reload the page
            </a>
            .
          </p>
        </div>
      );
    }
    return (
      <div id={id} className={`${ISLAND_CLASS} ${ISLAND_CLASS}--loading`} data-island={name} role="status">
        Loading…
      </div>
    );
  }
  StaticIsland.displayName = `StaticIsland(${name})`;
  return StaticIsland;
}
