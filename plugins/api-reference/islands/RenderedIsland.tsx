// The server's (and the development server's) side of an island: the theme component as the theme renders it, inside
// the element the browser finds it by, with the store and schema-expansion context the theme's components read.
import React, {useMemo, type ComponentType, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {createStoreWithoutState} from '@theme/ApiItem/store';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {ISLAND_CLASS, isDataIsland, islandId, type IslandName} from '../../../shared/api-reference/islandNames';
// For the development server, whose browser bundle renders islands too.
import './islands.css';

export function renderedIsland<Props extends object>(
  name: IslandName,
  Component: ComponentType<Props>,
): (props: Props) => ReactNode {
  function RenderedIsland(props: Props): ReactNode {
    // Empty, as the theme's page has it on the server: these parts only read media type choices from it.
    const store = useMemo(() => createStoreWithoutState({}, []), []);
    return (
      <div id={islandId(name)} className={ISLAND_CLASS} hidden={isDataIsland(name)}>
        <Provider store={store}>
          <SchemaExpansionProvider>
            <Component {...props} />
          </SchemaExpansionProvider>
        </Provider>
      </div>
    );
  }
  RenderedIsland.displayName = `RenderedIsland(${name})`;
  return RenderedIsland;
}
