/**
 * `npm run new:changelog -- "Title" --version v0.60.0 [--date 2025-12-01] [--slug custom-slug]`
 * `npm run new:changelog -- "Title" --no-version` for a release without a platform version (e.g. of the docs site).
 * Creates changelog/<date>-<slug>.mdx with its front matter filled in, declares the version tag in
 * changelog/tags.yml and records the release in src/data/changelogFacts.json, so the new entry builds and passes the
 * changelog tests and `npm run check:content` straight away.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import YAML from 'yaml';

const changelogDir = path.resolve(__dirname, '../changelog');
const factsFile = path.resolve(__dirname, '../src/data/changelogFacts.json');

export interface ReleaseFact {
  slug: string;
  date: string;
  versions: string | null;
  title: string;
}

/** The release history with the new release added, newest first (the order of src/data/changelogFacts.json). */
export function withFact(facts: readonly ReleaseFact[], fact: ReleaseFact): ReleaseFact[] {
  if (facts.some((row) => row.slug === fact.slug)) throw new Error(`a release with the slug "${fact.slug}" exists`);
  const index = facts.findIndex((row) => row.date <= fact.date);
  return index === -1 ? [...facts, fact] : [...facts.slice(0, index), fact, ...facts.slice(index)];
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function tagPermalink(version: string): string {
  return `/v-${version.slice(1).replace(/\./g, '-')}`;
}

export function entrySource(options: {title: string; slug: string; date: string; version: string | null}): string {
  const {version} = options;
  const tags = version ? `tags: [${version}]\n` : '';
  const description = version
    ? `Tessera ${version}: ${options.title}.`
    : `Shipped without a platform version: ${options.title}.`;
  const summary = version
    ? 'One paragraph for the changelog index: what changed and why it matters to the reader.'
    : 'One paragraph for the changelog index: what changed and why it matters to the reader, and that this release ' +
      'has no version number of its own.';
  return `---
title: ${JSON.stringify(options.title)}
slug: ${options.slug}
date: ${options.date}
${tags}description: ${JSON.stringify(description)}
---

${summary}

{/* truncate */}

## What's new

What changed, in detail, and how to use it. Link the docs page that explains the feature.
`;
}

function fail(message: string): never {
  console.error(`new:changelog: ${message}`);
  process.exit(1);
}

function main() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      version: {type: 'string'},
      'no-version': {type: 'boolean'},
      date: {type: 'string'},
      slug: {type: 'string'},
    },
  });
  const title = positionals.join(' ').trim();
  if (!title) fail('give the entry a title: npm run new:changelog -- "Title" --version v0.60.0');
  if (values.version && values['no-version']) fail('give either --version or --no-version, not both');
  const version = values['no-version']
    ? null
    : (values.version ??
      fail('give the release version (--version v0.60.0), or --no-version for a release without one'));
  if (version !== null && !/^v\d+\.\d+\.\d+$/.test(version)) fail(`"${version}" is not a version like v0.60.0`);
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) fail(`"${date}" is not a YYYY-MM-DD date`);
  const slug = values.slug ?? slugify(title);
  if (!slug) fail('the title has no letters or digits to make a slug from; pass --slug');

  const file = path.join(changelogDir, `${date}-${slug}.mdx`);
  if (existsSync(file)) fail(`${path.relative(process.cwd(), file)} already exists`);
  const tagsFile = path.join(changelogDir, 'tags.yml');
  const tags = (YAML.parse(readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, unknown>;
  if (version !== null && tags[version]) fail(`${version} already has an entry; a release gets exactly one`);
  const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as ReleaseFact[];
  if (facts.some((row) => row.slug === slug)) fail(`src/data/changelogFacts.json already has a release "${slug}"`);

  writeFileSync(file, entrySource({title, slug, date, version}));
  writeFileSync(factsFile, `${JSON.stringify(withFact(facts, {slug, date, versions: version, title}), null, 2)}\n`);
  if (version !== null) {
    tags[version] = {label: version, permalink: tagPermalink(version), description: `Tessera release ${version}.`};
    writeFileSync(tagsFile, YAML.stringify(tags));
  }
  console.log(
    `Created ${path.relative(process.cwd(), file)}, recorded it in src/data/changelogFacts.json` +
      (version ? ` and declared ${version} in changelog/tags.yml.` : ' (no version, so no tag).'),
  );
  console.log('Write the summary and the details, then run `npm run check:content -- changelog`.');
}

if (require.main === module) main();
