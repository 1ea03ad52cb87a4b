// The request builder with the store the OpenAPI theme's explorer reads, and the page's operation: all downloaded on
// "Try it" only, so that the page itself carries no redux store and no copy of the operation.
import React, {use, useMemo} from 'react';
import {Provider} from 'react-redux';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ApiExplorer from '@theme/ApiExplorer';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {createExplorerStore, type ApiOperation} from '../explorerStore';
// The highlighter's extra languages, for the responses the builder shows (plugins/performance).
import '@site/src/utils/registerPrismLanguages';

/** Exported by each generated operation page (plugins/api-reference/generate.ts). */
export type LoadOperation = () => Promise<{default: ApiOperation}>;

export interface ExplorerProps {
  loadOperation: LoadOperation;
  infoPath?: string;
}

const operations = new WeakMap<LoadOperation, Promise<ApiOperation>>();

/** One download per page; a failed one is forgotten, so that "Try again" asks again. */
function operationOf(load: LoadOperation): Promise<ApiOperation> {
  let operation = operations.get(load);
  if (!operation) {
    operation = load().then((module) => module.default);
    operation.catch(() => operations.delete(load));
    operations.set(load, operation);
  }
  return operation;
}

export default function Explorer({loadOperation, infoPath}: ExplorerProps): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as {api?: unknown}).api;
  const operation = use(operationOf(loadOperation));
  const store = useMemo(() => createExplorerStore(operation, options), [operation, options]);
  return (
    <Provider store={store}>
      <SchemaExpansionProvider>
        <ApiExplorer item={operation} infoPath={infoPath} />
      </SchemaExpansionProvider>
    </Provider>
  );
}
