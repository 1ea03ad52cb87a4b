// The request builder with the store the OpenAPI theme's explorer reads: downloaded, decoded and created on "Try it"
// only, so that the page itself carries no redux store or inflater.
import React, {useMemo} from 'react';
import {Provider} from 'react-redux';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ApiExplorer from '@theme/ApiExplorer';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {createExplorerStore, decodeOperation} from '../explorerStore';

export interface ExplorerProps {
  /** The page's `api` front matter: the operation as the OpenAPI plugin stores it. */
  encodedOperation: string;
  infoPath?: string;
}

export default function Explorer({encodedOperation, infoPath}: ExplorerProps): React.JSX.Element | null {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as {api?: unknown}).api;
  const operation = useMemo(() => decodeOperation(encodedOperation), [encodedOperation]);
  const store = useMemo(
    () => (operation ? createExplorerStore(operation, options, true) : undefined),
    [operation, options],
  );
  if (!operation || !store) return null;
  return (
    <Provider store={store}>
      <SchemaExpansionProvider>
        <ApiExplorer item={operation} infoPath={infoPath} />
      </SchemaExpansionProvider>
    </Provider>
  );
}
