/**
 * The rankings the bench compares the engine with, run in Node over the same build: Pagefind's default ranking
 * (the baseline), and the service's sources as it ranks them over its corpus (Ask AI's sources and MCP search_docs). Pagefind's browser runtime runs here with a `fetch` that reads the build's
 * files; nothing leaves the machine.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseCorpus} from '../../shared/corpus';
import {SectionIndex} from '../../service/src/retrieval';
import {isRelevantHit, parseExcerpt} from './pagefindExcerpts';

export type Ranker = (query: string) => Promise<string[]>;

interface PagefindRuntime {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {data(): Promise<{url: string; excerpt: string}>}[]}>;
}

/** Pagefind's runtime over `buildDir/pagefind`, or undefined when the build has no Pagefind index. */
export async function pagefindRanker(buildDir: string): Promise<Ranker | undefined> {
  const entry = path.join(buildDir, 'pagefind', 'pagefind.js');
  try {
    await readFile(entry);
  } catch {
    return undefined;
  }
  const origin = 'http://build.invalid';
  // Pagefind fetches its chunks while it searches, so this stays in place; every other request (the MCP client's,
  // Ask AI's, when `npm run bench` runs them in the same process) still goes to the network as before.
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), `${origin}/`);
    if (url.origin !== origin) return networkFetch(input, init);
    const body = await readFile(path.join(buildDir, decodeURIComponent(url.pathname)));
    const type = url.pathname.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
    return new Response(body, {status: 200, headers: {'content-type': type}});
  };
  const runtime = (await import(pathToFileURL(entry).href)) as PagefindRuntime;
  await runtime.options({baseUrl: '/', basePath: `${origin}/pagefind/`, excerptLength: 24});
  await runtime.init();
  return async (query) => {
    const response = await runtime.search(query);
    // As the modal did with Pagefind: the first eight results, without its last-resort prefix matches.
    const loaded = await Promise.all(response.results.slice(0, 10).map((result) => result.data()));
    return loaded.filter((data) => isRelevantHit(query, parseExcerpt(data.excerpt))).map((data) => data.url);
  };
}

/**
 * Today's Ask AI sources and MCP `search_docs` results (both rank with service/src/retrieval.ts), in the order the
 * service picks them; enough sources that ten distinct pages are there to score.
 */
export async function currentAskAiRanker(buildDir: string): Promise<Ranker> {
  const file = path.join(buildDir, 'ask-ai', 'corpus.json');
  const index = new SectionIndex(parseCorpus(await readFile(file, 'utf8'), file));
  return async (query) =>
    index
      .search(query, {maxSources: 20, maxContextChars: Number.MAX_SAFE_INTEGER, maxPerPage: 2})
      .map((picked) => picked.section.url);
}
