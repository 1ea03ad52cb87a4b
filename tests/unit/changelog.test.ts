import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import YAML from 'yaml';
import {parseChangelogEntry, readFrontMatter, validateChangelogEntry} from '../../plugins/changelog/entries';
import {CHANGELOG_TIMELINE, timelineEntries} from '../../shared/changelogTimeline';
import {changelogFacts} from '../../src/data/changelogFacts';
import {compareVersions, entriesSince, listVersions, versionChoices} from '../../shared/changelogVersions';

const changelogDir = path.resolve(__dirname, '../../changelog');
// Files with a leading underscore are partials (the timeline's intro), not entries.
const entryFiles = readdirSync(changelogDir).filter((name) => name.endsWith('.mdx') && !name.startsWith('_'));
const declaredTags = new Set(Object.keys(YAML.parse(readFileSync(path.join(changelogDir, 'tags.yml'), 'utf8'))));

describe('changelog entries', () => {
  it('are the 66 releases of the platform and one release of the docs site (7 index pages of 10, the last with 7)', () => {
    assert.equal(entryFiles.length, 67);
  });

  it('each have a title, a dated file name, a description and at most one declared version tag', () => {
    const problems = entryFiles.flatMap((name) =>
      validateChangelogEntry(name, readFrontMatter(readFileSync(path.join(changelogDir, name), 'utf8')), declaredTags),
    );
    assert.deepEqual(problems, []);
  });

  it('have unique slugs and unique versions', () => {
    const entries = entryFiles.map((name) =>
      parseChangelogEntry(name, readFileSync(path.join(changelogDir, name), 'utf8')),
    );
    const slugs = entries.map((entry) => entry.slug);
    assert.equal(new Set(slugs).size, slugs.length, 'duplicate slug');
    const versions = entries.map((entry) => entry.version).filter(Boolean);
    assert.equal(new Set(versions).size, versions.length, 'two entries share a version');
  });

  it('declare in tags.yml only versions that entries use, each with its /v-x-y-z permalink', () => {
    const tags = YAML.parse(readFileSync(path.join(changelogDir, 'tags.yml'), 'utf8')) as Record<
      string,
      {permalink: string}
    >;
    for (const [version, tag] of Object.entries(tags)) {
      // v0.59.10 → /v-0-59-10, the route Docusaurus gives the tag page.
      assert.equal(tag.permalink, `/v-${version.slice(1).replace(/\./g, '-')}`);
    }
    // Every entry has one tag except releases the platform shipped without a version (see src/data/changelogFacts.json).
    const unversioned = changelogFacts.filter((fact) => fact.versions === null).length;
    assert.equal(Object.keys(tags).length, entryFiles.length - unversioned);
  });
});

describe('the timeline route', () => {
  it('is no entry: no file in changelog/ is published at its slug', () => {
    const slugs = entryFiles.map((name) => readFrontMatter(readFileSync(path.join(changelogDir, name), 'utf8')).slug);
    assert.ok(!slugs.includes(CHANGELOG_TIMELINE.slug));
    assert.ok(!entryFiles.includes(`${CHANGELOG_TIMELINE.slug}.mdx`));
  });

  it("lists the blog's listed posts in the blog's order, with date, version and description", () => {
    const post = (slug: string, date: string, version: string, unlisted = false) =>
      ({
        metadata: {
          permalink: `/changelog/${slug}`,
          title: slug.toUpperCase(),
          date: new Date(`${date}T00:00:00Z`),
          tags: [{label: version, permalink: '/x', inline: false}],
          description: `About ${slug}.`,
          unlisted,
        },
      }) as unknown as Parameters<typeof timelineEntries>[0][number];
    const entries = timelineEntries([
      post('b', '2025-02-01', 'v0.2.0'),
      post('hidden', '2025-01-15', 'v0.1.5', true),
      post('a', '2025-01-01', 'v0.1.0'),
    ]);
    assert.deepEqual(entries, [
      {permalink: '/changelog/b', title: 'B', date: '2025-02-01', version: 'v0.2.0', description: 'About b.'},
      {permalink: '/changelog/a', title: 'A', date: '2025-01-01', version: 'v0.1.0', description: 'About a.'},
    ]);
  });
});

describe('changelog entry validation messages', () => {
  const tags = new Set(['v0.60.0']);
  const valid = {
    title: 'A release',
    slug: 'a-release',
    date: '2025-12-01',
    tags: ['v0.60.0'],
    description: 'What changed.',
  };

  it('accepts a valid entry', () => {
    assert.deepEqual(validateChangelogEntry('2025-12-01-a-release.mdx', valid, tags), []);
  });

  it('accepts a release without a version, which has no tags', () => {
    assert.deepEqual(validateChangelogEntry('2025-12-01-a-release.mdx', {...valid, tags: undefined}, tags), []);
  });

  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['missing title', {...valid, title: ''}, /add a "title:"/],
    ['bad slug', {...valid, slug: 'Not A Slug'}, /kebab-case/],
    ['missing date', {...valid, date: undefined}, /add a "date: YYYY-MM-DD"/],
    ['missing description', {...valid, description: undefined}, /one-sentence "description:"/],
    ['two tags', {...valid, tags: ['v0.60.0', 'v0.60.1']}, /exactly one version tag/],
    ['empty tags', {...valid, tags: []}, /exactly one version tag/],
    ['not a version', {...valid, tags: ['release']}, /not a version/],
    ['undeclared tag', {...valid, tags: ['v9.9.9']}, /declare the tag "v9.9.9" in changelog\/tags.yml/],
  ];
  for (const [name, frontMatter, message] of cases) {
    it(`explains how to fix: ${name}`, () => {
      const problems = validateChangelogEntry('2025-12-01-a-release.mdx', frontMatter, tags);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0], message);
      assert.match(problems[0], /^changelog\/2025-12-01-a-release\.mdx: /);
    });
  }

  it('asks for the date in the file name', () => {
    const [problem] = validateChangelogEntry('a-release.mdx', valid, tags);
    assert.match(problem, /start the file name with the entry's date, "2025-12-01-"/);
  });
});

describe('"what changed since my version"', () => {
  const entries = [{version: 'v0.10.0'}, {version: 'v0.9.12'}, {version: 'v0.9.2'}, {version: 'v0.5.0'}];

  it('compares versions numerically, not as text', () => {
    assert.ok(compareVersions('v0.10.0', 'v0.9.12') > 0);
    assert.ok(compareVersions('v0.9.12', 'v0.9.2') > 0);
    assert.equal(compareVersions('v0.59.10', 'v0.59.10'), 0);
  });

  it('lists versions newest first without duplicates', () => {
    assert.deepEqual(listVersions([...entries, {version: 'v0.9.2'}]), ['v0.10.0', 'v0.9.12', 'v0.9.2', 'v0.5.0']);
  });

  it('offers no version for a release that had none, and hides it once a version is chosen', () => {
    const withUnversioned = [...entries, {version: ''}];
    assert.deepEqual(listVersions(withUnversioned), ['v0.10.0', 'v0.9.12', 'v0.9.2', 'v0.5.0']);
    assert.deepEqual(entriesSince(withUnversioned, 'v0.5.0'), [
      {version: 'v0.10.0'},
      {version: 'v0.9.12'},
      {version: 'v0.9.2'},
    ]);
  });

  it('keeps only entries released after the chosen version', () => {
    assert.deepEqual(entriesSince(entries, 'v0.9.2'), [{version: 'v0.10.0'}, {version: 'v0.9.12'}]);
    assert.deepEqual(entriesSince(entries, 'v0.10.0'), []);
  });

  it('works for a version that has no entry of its own', () => {
    assert.deepEqual(entriesSince(entries, 'v0.9.5'), [{version: 'v0.10.0'}, {version: 'v0.9.12'}]);
    assert.deepEqual(versionChoices(entries, 'v0.9.5'), ['v0.10.0', 'v0.9.12', 'v0.9.5', 'v0.9.2', 'v0.5.0']);
  });

  it('shows everything for no choice or something that is not a version', () => {
    assert.equal(entriesSince(entries, null).length, 4);
    assert.equal(entriesSince(entries, 'v<script>').length, 4);
    assert.equal(entriesSince(entries, 'latest').length, 4);
    assert.deepEqual(versionChoices(entries, 'latest'), listVersions(entries));
  });
});

describe('npm run new:changelog', () => {
  it('makes a slug, a tag permalink and an entry that passes validation', async () => {
    const {entrySource, slugify, tagPermalink} = await import('../../scripts/new-changelog');
    assert.equal(slugify('Évaluations: 2× faster!'), 'evaluations-2-faster');
    assert.equal(tagPermalink('v0.60.12'), '/v-0-60-12');
    const source = entrySource({
      title: 'A "quoted" title',
      slug: 'a-quoted-title',
      date: '2026-01-02',
      version: 'v0.60.0',
    });
    const problems = validateChangelogEntry(
      '2026-01-02-a-quoted-title.mdx',
      readFrontMatter(source),
      new Set(['v0.60.0']),
    );
    assert.deepEqual(problems, []);
    assert.equal(readFrontMatter(source).title, 'A "quoted" title');
  });

  it('writes a release without a version (--no-version) that check:content accepts with its new fact row', async () => {
    const {entrySource, withFact} = await import('../../scripts/new-changelog');
    const {findChangelogMismatches} = await import('../../scripts/lib/content-rules.mjs');
    const source = entrySource({title: 'Docs search', slug: 'docs-search', date: '2026-12-01', version: null});
    const frontMatter = readFrontMatter(source);
    assert.equal(frontMatter.tags, undefined);
    assert.deepEqual(validateChangelogEntry('2026-12-01-docs-search.mdx', frontMatter, new Set()), []);
    const facts = withFact(changelogFacts, {
      slug: 'docs-search',
      date: '2026-12-01',
      versions: null,
      title: 'Docs search',
    });
    assert.equal(facts[0].slug, 'docs-search', 'newest first');
    assert.deepEqual(findChangelogMismatches({...frontMatter}, source, facts), []);
    const older = withFact(changelogFacts, {slug: 'old', date: '2024-01-01', versions: 'v0.1.0', title: 'Old'});
    assert.ok(older.findIndex((row) => row.slug === 'old') > 0);
    assert.throws(() => withFact(changelogFacts, {...changelogFacts[0]}), /exists/);
  });
});
