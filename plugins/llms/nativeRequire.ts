import {createRequire} from 'node:module';

/**
 * Docusaurus loads the site config, and this plugin with it, through jiti, which would transpile ESM-only packages
 * such as unified, micromark and the ref parser on every build (15 s) into code that runs about half as fast. Node's
 * own require loads them natively (require(esm), which docusaurus-plugin-openapi-docs already relies on).
 */
export const nativeRequire = createRequire(__filename);
