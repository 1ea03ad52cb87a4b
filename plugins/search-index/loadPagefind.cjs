// Pagefind is ESM-only: its package exports only an `import` entry. Docusaurus loads the site config and its plugins
// through jiti, which turns `import()` into `require()`; this file is loaded by Node itself (see index.ts), where
// `import()` stays native. It also keeps Pagefind's native indexer from starting until indexing begins.
module.exports = function loadPagefind() {
  return import('pagefind');
};
