/**
 * `npm run new:changelog -- "Title" --version v0.60.0 [--date 2025-12-01] [--slug custom-slug]`
 * Creates changelog/<date>-<slug>.mdx with its front matter filled in and declares the version tag in
 * changelog/tags.yml, so the new entry builds and passes the changelog tests straight away.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import YAML from 'yaml';

const changelogDir = path.resolve(__dirname, '../changelog');

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

export function entrySource(options: {title: string; slug: string; date: string; version: string}): string {
  return `---
title: ${JSON.stringify(options.title)}
slug: ${options.slug}
date: ${options.date}
tags: [${options.version}]
description: ${JSON.stringify(`Tessera ${options.version}: ${options.title}.`)}
---

One paragraph for the changelog index: what changed and why it matters to the reader.

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
    options: {version: {type: 'string'}, date: {type: 'string'}, slug: {type: 'string'}},
  });
  const title = positionals.join(' ').trim();
  if (!title) fail('give the entry a title: npm run new:changelog -- "Title" --version v0.60.0');
  const version = values.version ?? fail('give the release version: --version v0.60.0');
  if (!/^v\d+\.\d+\.\d+$/.test(version)) fail(`"${version}" is not a version like v0.60.0`);
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) fail(`"${date}" is not a YYYY-MM-DD date`);
  const slug = values.slug ?? slugify(title);
  if (!slug) fail('the title has no letters or digits to make a slug from; pass --slug');

  const file = path.join(changelogDir, `${date}-${slug}.mdx`);
  if (existsSync(file)) fail(`${path.relative(process.cwd(), file)} already exists`);
  const tagsFile = path.join(changelogDir, 'tags.yml');
  const tags = (YAML.parse(readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, unknown>;
  if (tags[version]) fail(`${version} already has an entry; a release gets exactly one`);

  writeFileSync(file, entrySource({title, slug, date, version}));
  tags[version] = {label: version, permalink: tagPermalink(version), description: `Tessera release ${version}.`};
  writeFileSync(tagsFile, YAML.stringify(tags));
  console.log(`Created ${path.relative(process.cwd(), file)} and declared ${version} in changelog/tags.yml.`);
  console.log('Write the summary and the details, then run `npm run check:content -- changelog`.');
}

if (require.main === module) main();
