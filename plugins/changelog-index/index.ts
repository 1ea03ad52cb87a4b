import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compareVersions} from '../../src/data/changelogVersions';
import {parseChangelogEntry, type ChangelogEntrySummary} from './entries';

export interface ChangelogIndexData {
  entries: ChangelogEntrySummary[];
}

/** Where the summary is written, imported as `@generated/tessera-changelog-index/default/changelog-index.json`. */
export const CHANGELOG_INDEX_FILE = 'changelog-index.json';

/**
 * Writes a summary of every changelog entry (title, slug, date, version) for the single-page changelog and its "what
 * changed since my version" view. The entries themselves stay in the blog instance. It is a data file imported by the
 * timeline, not global data: global data is in the bundle every page loads, and only one page needs this.
 */
export default function changelogIndexPlugin(context: LoadContext): Plugin {
  const changelogDir = path.join(context.siteDir, 'changelog');
  return {
    name: 'tessera-changelog-index',
    getPathsToWatch() {
      return [path.join(changelogDir, '*.mdx')];
    },
    async loadContent(): Promise<ChangelogIndexData> {
      const entries = readdirSync(changelogDir)
        .filter((name) => name.endsWith('.mdx') && name !== 'main.mdx')
        .map((name) => parseChangelogEntry(name, readFileSync(path.join(changelogDir, name), 'utf8')))
        .sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version));
      return {entries};
    },
    async contentLoaded({content, actions}) {
      await actions.createData(CHANGELOG_INDEX_FILE, JSON.stringify(content));
    },
  };
}
