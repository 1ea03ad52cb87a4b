/**
 * `node --import tsx scripts/bench/tune.ts [--build=DIR] [--vocabulary] [--kinds=errors,ownWords]`: the modal's
 * relevance per kind and half over a build's index, quickly (no timing, no baselines), and the TUNING half's misses
 * with the expected pages and where they ranked. The held-out half is scored, never listed: tune on what you see,
 * judge on both.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  isExpansionTable,
  isRetrievalIndex,
  READERS_VOCABULARY,
  search,
  withBody,
  type RetrievalIndex,
  type BodyTier,
} from '../../shared/retrieval';
import {BODY_TIER_PATH, EXPANSION_TABLE_PATH, PAGE_TIER_PATH} from '../../shared/retrieval/files';
import {QUERY_KINDS, splitHalves} from './querySets';
import {distinctPages, score} from './relevanceMetrics';

/**
 * Replaces the built pages' keywords with the docs' front matter as it is now, so that keywords can be judged
 * without a rebuild (the page tier's precomputed postings are dropped: the engine tokenises the pages itself).
 */
async function keywordsFromDocs(index: RetrievalIndex): Promise<void> {
  const byUrl = new Map(index.pages.map((page) => [page[0], page]));
  const folders = [path.resolve('docs')];
  const files: string[] = [];
  while (folders.length > 0) {
    const folder = folders.pop() ?? '';
    for (const entry of await readdir(folder, {withFileTypes: true})) {
      if (entry.isDirectory()) folders.push(path.join(folder, entry.name));
      else if (/\.mdx?$/.test(entry.name)) files.push(path.join(folder, entry.name));
    }
  }
  for (const file of files) {
    const front = /^---\n([\s\S]*?)\n---/.exec(await readFile(file, 'utf8'))?.[1] ?? '';
    const slug = /^slug:\s*(\S+)/m.exec(front)?.[1];
    const url = slug ?? `/${path.relative('docs', file).replace(/\.mdx?$/, '')}`;
    const page = byUrl.get(url);
    const list = /^keywords:\s*\[(.*)\]\s*$/m.exec(front)?.[1];
    if (page && list !== undefined)
      page[5] = list
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
  }
  delete index.terms;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => arg.startsWith('--build='))?.slice(8) ?? 'build');
  const kinds = args
    .find((arg) => arg.startsWith('--kinds='))
    ?.slice(8)
    .split(',') ?? ['errors', 'ownWords'];
  const read = (file: string) => readFile(path.join(buildDir, ...file.split('/')), 'utf8');
  const pages: unknown = JSON.parse(await read(PAGE_TIER_PATH));
  if (!isRetrievalIndex(pages)) throw new Error('not an engine index');
  if (args.includes('--keywords-from-docs')) await keywordsFromDocs(pages);
  const index = withBody(pages, JSON.parse(await read(BODY_TIER_PATH)) as BodyTier);
  const table: unknown = JSON.parse(await read(EXPANSION_TABLE_PATH).catch(() => '{}'));
  const expansions =
    (args.includes('--vocabulary') || READERS_VOCABULARY) && isExpansionTable(table) ? table : undefined;
  const rank = (query: string) => search(index, query, {expansions}).pages.map((page) => page.url);
  const pct = (value: number) => `${(value * 100).toFixed(1)}`.padStart(5);
  for (const set of QUERY_KINDS) {
    const halves = splitHalves(set.queries);
    const tuning = score(halves.tuning, rank);
    const heldOut = score(halves.heldOut, rank);
    console.log(
      `${set.kind.padEnd(9)} tuning R@1 ${pct(tuning.recallAt1)} R@5 ${pct(tuning.recallAt5)} MRR ${tuning.mrrAt10.toFixed(3)}` +
        ` | held-out R@1 ${pct(heldOut.recallAt1)} R@5 ${pct(heldOut.recallAt5)} MRR ${heldOut.mrrAt10.toFixed(3)}`,
    );
  }
  for (const set of QUERY_KINDS.filter((entry) => kinds.includes(entry.kind))) {
    console.log(`\nTuning misses, ${set.kind}:`);
    for (const {query, answers} of splitHalves(set.queries).tuning) {
      const ranked = distinctPages(search(index, query, {expansions, limit: 50}).pages.map((page) => page.url));
      const at = ranked.findIndex((url) => answers.includes(url)) + 1;
      if (at >= 1 && at <= (args.includes('--not-first') ? 1 : 5)) continue;
      console.log(
        `  ${query}\n    want ${answers.join(', ')} (rank ${at || '>50'})\n    got  ${ranked.slice(0, 3).join(', ')}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
