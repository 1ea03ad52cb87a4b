/** `npm run build:search`: indexes the production build in build/ for the site's search (see lib/searchIndex.ts). */
import path from 'node:path';
import {site} from '../config/site';
import {buildSearchIndex} from './lib/searchIndex';

buildSearchIndex(path.resolve('build'), site.baseUrl).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
