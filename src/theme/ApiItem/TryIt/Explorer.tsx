// The request builder with the store the OpenAPI theme's explorer reads: downloaded and created on "Try it" only, so
// that the page itself carries no redux store. The operation is a file that the page's HTML names (a data island).
import React, {use, useMemo} from 'react';
import {Provider} from 'react-redux';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ApiExplorer from '@theme/ApiExplorer';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {islandId} from '@site/shared/api-reference/islandNames';
import {prerenderedIslandHtml} from '@site/shared/api-reference/islandHtml';
import type {OperationReference} from '@site/shared/api-reference/samples';
import {createExplorerStore, type ApiOperation} from '../explorerStore';
// The highlighter's extra languages, for the responses the builder shows (plugins/lean-bundle/prismLanguages.ts).
import '@site/shared/code-highlight/registerPrismLanguages';
// The request builder's part of the OpenAPI theme's styles, which the page itself does not need to paint
// (plugins/api-reference/themeStylesheetParts.cjs).
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss?try-it';

export interface ExplorerProps {
  infoPath?: string;
}

const OPERATION_ISLAND = islandId('OperationData');
const operations = new Map<string, Promise<ApiOperation>>();

/** The operation that the data island names, fetched from the site (`baseUrl` + its path). */
async function fetchOperation(islandHtml: string, baseUrl: string): Promise<ApiOperation> {
  const island = document.createElement('div');
  island.innerHTML = islandHtml;
  const json = island.querySelector('script[type="application/json"]')?.textContent;
  const reference = json ? (JSON.parse(json) as Partial<OperationReference>) : undefined;
  if (typeof reference?.operationUrl !== 'string') throw new Error('The page names no operation for "Try it".');
  const response = await fetch(`${baseUrl}${reference.operationUrl}`);
  if (!response.ok) throw new Error(`The operation for "Try it" answered ${response.status}.`);
  return (await response.json()) as ApiOperation;
}

/**
 * The operation of the page at `pathname`: from the document when its island is there, else from the page's
 * prerendered HTML (after a client-side navigation). A failure is forgotten, so that "Try again" asks again.
 */
function operationOf(pathname: string, baseUrl: string): Promise<ApiOperation> {
  let operation = operations.get(pathname);
  if (!operation) {
    const inDocument = document.getElementById(OPERATION_ISLAND)?.innerHTML;
    operation = (
      inDocument?.includes('<script') ? Promise.resolve(inDocument) : prerenderedIslandHtml(pathname, OPERATION_ISLAND)
    ).then((islandHtml) => fetchOperation(islandHtml, baseUrl));
    operation.catch(() => operations.delete(pathname));
    operations.set(pathname, operation);
  }
  return operation;
}

export default function Explorer({infoPath}: ExplorerProps): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const options = (siteConfig.themeConfig as {api?: unknown}).api;
  const baseUrl = useBaseUrl('/');
  const operation = use(operationOf(pathname, baseUrl));
  const store = useMemo(() => createExplorerStore(operation, options), [operation, options]);
  return (
    <Provider store={store}>
      <SchemaExpansionProvider>
        <ApiExplorer item={operation} infoPath={infoPath} />
      </SchemaExpansionProvider>
    </Provider>
  );
}
