import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import YAML from 'yaml';
import sidebars from '../../sidebars';

/**
 * How the docs sidebars word their entries (issue 34, item 9): tasks as imperatives ("Run evaluations", not "Running
 * evaluations" or "How to run…"), one entry called "Concepts", "Examples" for the walkthrough groups inside a section
 * ("Tutorials" is the top tab), and enterprise-only pages saying so.
 */

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
/** Nouns that end in -ing and name a page rather than a task. */
const ING_NOUNS = new Set(['Troubleshooting', 'Contributing']);

interface Entry {
  label: string;
  where: string;
}

function docLabels(): Entry[] {
  const entries: Entry[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      const where = path.relative(root, full);
      if (entry.isDirectory()) {
        if (where !== 'docs/reference') walk(full);
      } else if (entry.name === '_category_.json') {
        entries.push({label: (JSON.parse(readFileSync(full, 'utf8')) as {label: string}).label, where});
      } else if (/\.mdx?$/.test(entry.name)) {
        const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(full, 'utf8'))?.[1] ?? '';
        const data = (YAML.parse(frontMatter) ?? {}) as {sidebar_label?: string; title?: string};
        entries.push({label: String(data.sidebar_label ?? data.title ?? entry.name), where});
      }
    }
  };
  walk(docsDir);
  return entries;
}

interface SidebarCategory {
  type?: string;
  label?: string;
  items?: unknown[];
}

function categoryLabels(items: unknown[], depth = 0): {label: string; depth: number}[] {
  return items.flatMap((item) => {
    const category = item as SidebarCategory;
    if (category.type !== 'category' || !category.label) return [];
    return [{label: category.label, depth}, ...categoryLabels(category.items ?? [], depth + 1)];
  });
}

const allCategories = Object.values(sidebars).flatMap((items) => categoryLabels(items as unknown[]));

describe('sidebar labels', () => {
  const labels = docLabels();

  it('word tasks as imperatives: no "How to …" and no label that starts with an -ing verb', () => {
    const offending = labels.filter(({label}) => {
      const first = label.replace(/^["']/, '').split(/\s+/)[0];
      return /^how to\b/i.test(label) || (/ing$/i.test(first) && !ING_NOUNS.has(first));
    });
    assert.deepEqual(offending, []);
  });

  it('call one entry "Concepts" (the pages of each section say whose concepts they are)', () => {
    const concepts = [
      ...labels.filter(({label}) => /^(core )?concepts$/i.test(label)).map(({where}) => where),
      ...allCategories.filter(({label}) => /^(core )?concepts$/i.test(label)).map(({label}) => `category ${label}`),
    ];
    assert.equal(concepts.length, 1, concepts.join(', '));
  });

  it('name the walkthrough groups inside a section "Examples", leaving "Tutorials" to the top tab', () => {
    const nested = allCategories.filter(({depth}) => depth > 0).map(({label}) => label);
    assert.ok(nested.includes('Examples'), nested.join(', '));
    assert.ok(!nested.includes('Tutorials'), nested.join(', '));
  });

  it('say when a page is for the enterprise edition only', () => {
    const kubernetes = labels.find(({where}) => where.endsWith('self-host/guides/deploy-to-kubernetes.mdx'));
    assert.match(kubernetes?.label ?? '', /enterprise/i);
  });
});
