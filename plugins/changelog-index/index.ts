import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compareVersions} from '../../src/data/changelogVersions';
import {parseChangelogEntry, type ChangelogEntrySummary} from './entries';

export interface ChangelogIndexData {
  entries: ChangelogEntrySummary[];
}

/**
 * Publishes a summary of every changelog entry (title, slug, date, version) as global data, for the single-page
 * changelog and its "what changed since my version" view. The entries themselves stay in the blog instance.
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
      actions.setGlobalData(content);
    },
  };
}
