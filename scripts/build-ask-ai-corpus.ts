/**
 * `npm run build:ask-ai` (part of `npm run build`): writes build/ask-ai/corpus.json, the sections of every indexed
 * page of the production build, which the Ask AI service (ask-ai/) retrieves its sources from.
 */
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {askAiUrl} from '../config/links';
import {site} from '../config/site';
import type {Corpus} from '../ask-ai/src/corpus';
import {sectionsOfPage} from '../ask-ai/src/htmlSections';
import {isIndexedPath, sectionOf} from '../src/search/sections';
import {routeOfHtmlFile} from './lib/searchIndex';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return ['assets', 'pagefind', 'ask-ai'].includes(entry.name) ? [] : htmlFiles(full);
      }
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

export async function buildAskAiCorpus(outDir: string, baseUrl: string): Promise<Corpus> {
  const corpus: Corpus = {
    version: 1,
    generatedAt: new Date().toISOString(),
    baseUrl,
    askAiUrl: askAiUrl ?? null,
    sections: [],
  };
  for (const file of (await htmlFiles(outDir)).sort()) {
    const route = routeOfHtmlFile(outDir, file);
    if (!isIndexedPath(route)) continue;
    const html = await readFile(file, 'utf8');
    if (!/<main\b/.test(html)) continue;
    corpus.sections.push(...sectionsOfPage(html, `${baseUrl}${route.slice(1)}`, sectionOf(route)));
  }
  const target = path.join(outDir, 'ask-ai', 'corpus.json');
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, JSON.stringify(corpus));
  return corpus;
}

const outDir = path.resolve(process.argv[2] ?? 'build');
const started = Date.now();
buildAskAiCorpus(outDir, site.baseUrl)
  .then((corpus) => {
    const pages = new Set(corpus.sections.map((section) => section.url.split('#')[0])).size;
    console.info(
      `[ask-ai] wrote ${corpus.sections.length} sections of ${pages} pages to ${path.relative(process.cwd(), outDir)}/ask-ai/corpus.json in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
