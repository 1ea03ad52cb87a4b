import {readFile} from 'node:fs/promises';

// Module hooks for unit tests that import Docusaurus client code: the bundler aliases below do not exist in Node,
// and the functions under test never call them, so each resolves to an empty hook.
const ALIASES = new Set([
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useRouteContext',
  '@docusaurus/useIsomorphicLayoutEffect',
]);

export async function resolve(specifier, context, nextResolve) {
  if (ALIASES.has(specifier)) {
    return {url: `data:text/javascript,export default function unavailableInNode() {}`, shortCircuit: true};
  }
  return nextResolve(specifier, context);
}

// Docusaurus publishes its client code as JSX in .js files (its bundler compiles them); Node needs plain JavaScript.
export async function load(url, context, nextLoad) {
  if (!url.includes('/node_modules/@docusaurus/theme-common/lib/')) return nextLoad(url, context);
  const {transform} = await import('esbuild');
  const source = await readFile(new URL(url), 'utf8');
  const {code} = await transform(source, {loader: 'jsx', format: 'esm', jsx: 'automatic'});
  return {format: 'module', source: code, shortCircuit: true};
}
