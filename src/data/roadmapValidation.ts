import {roadmapLabelIds, roadmapStatuses} from '../../shared/roadmap/items';

/**
 * Checks of the roadmap data (shared/roadmap/items.ts). Pure: the unit test passes in the changelog slugs it read from
 * changelog/*.mdx. Every message names the entry and says how to fix it.
 */

/** A roadmap entry as written, before its shape is trusted: what the checks below look at. */
export interface RoadmapItemToCheck {
  id: string;
  title: string;
  description: string;
  status: string;
  labels: readonly string[];
  shippedAt?: string;
  link?: {kind: string; slug?: string; id?: string};
}

export interface RoadmapProblem {
  /** The id of the entry, or its position (`#3`) when the id is empty. */
  item: string;
  message: string;
}

export interface RoadmapValidationOptions {
  /** The `slug:` values of the changelog entries (changelog/*.mdx). */
  changelogSlugs: Iterable<string>;
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DISCUSSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATA_FILE = 'shared/roadmap/items.ts';

function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function quoteList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(', ');
}

/** Returns every problem of the roadmap entries; an empty list means the data is valid. */
export function validateRoadmap(
  items: readonly RoadmapItemToCheck[],
  {changelogSlugs}: RoadmapValidationOptions,
): RoadmapProblem[] {
  const slugs = new Set(changelogSlugs);
  const knownLabels = new Set<string>(roadmapLabelIds);
  const knownStatuses = new Set<string>(roadmapStatuses);
  const firstPositionOfId = new Map<string, number>();
  const problems: RoadmapProblem[] = [];

  items.forEach((item, index) => {
    const position = index + 1;
    const name = item.id.trim() === '' ? `#${position}` : item.id;
    const where = `Roadmap entry ${position} ("${name}") in ${DATA_FILE}`;
    const report = (message: string) => problems.push({item: name, message: `${where} ${message}`});

    // Identity
    if (item.id.trim() === '') {
      report("has no id: add a lower-case kebab-case id such as `id: 'prompt-folders'`.");
    } else if (!ID_PATTERN.test(item.id)) {
      report(`has the id "${item.id}": use lower-case letters, digits and single hyphens (kebab-case).`);
    }
    const earlier = firstPositionOfId.get(item.id);
    if (earlier !== undefined && item.id.trim() !== '') {
      report(`repeats the id of entry ${earlier}: give each roadmap item its own id.`);
    } else {
      firstPositionOfId.set(item.id, position);
    }

    // Text
    if (item.title.trim() === '') {
      report('has an empty title: add the feature name readers will recognise.');
    }
    if (item.description.trim() === '') {
      report('has an empty description: write one paragraph, in your own words, saying what the feature does.');
    } else if (/\n\s*\n/.test(item.description)) {
      report('has a description of several paragraphs: keep it to one paragraph.');
    }

    // Labels
    if (item.labels.length === 0) {
      report(`has no label: add at least one of ${quoteList(roadmapLabelIds)}.`);
    }
    const seenLabels = new Set<string>();
    for (const label of item.labels) {
      if (!knownLabels.has(label)) {
        report(
          `uses the unknown label '${label}': use one of ${quoteList(roadmapLabelIds)}, or add '${label}' to ` +
            `roadmapLabels in ${DATA_FILE} and define its colour token in src/pages/roadmap/styles.module.css.`,
        );
      } else if (seenLabels.has(label)) {
        report(`lists the label '${label}' twice: remove the duplicate.`);
      }
      seenLabels.add(label);
    }

    // Status, date and link
    if (!knownStatuses.has(item.status)) {
      report(`has the unknown status '${item.status}': use one of ${quoteList(roadmapStatuses)}.`);
      return;
    }

    if (item.status === 'shipped') {
      if (item.shippedAt === undefined || item.shippedAt.trim() === '') {
        report(
          "is shipped but has no shippedAt date: add `shippedAt: 'YYYY-MM-DD'` with the date of its changelog entry.",
        );
      } else if (!isIsoDate(item.shippedAt)) {
        report(`has the shippedAt date "${item.shippedAt}": write a real calendar date as YYYY-MM-DD.`);
      }
      if (item.link?.kind !== 'changelog' || !item.link.slug) {
        report(
          "is shipped but does not link to its changelog entry: set `link: {kind: 'changelog', slug: '<slug>'}` " +
            'with the slug: of the release note in changelog/.',
        );
      } else if (!slugs.has(item.link.slug)) {
        report(
          `links to the changelog entry '${item.link.slug}', which does not exist: use the slug: front-matter value ` +
            'of a file in changelog/, or write the release note first.',
        );
      }
      return;
    }

    // in-progress or planned
    if (item.shippedAt !== undefined) {
      report(
        `is ${item.status} but has a shippedAt date: remove shippedAt, or set status: 'shipped' once the feature ` +
          'has a changelog entry.',
      );
    }
    if (item.link?.kind !== 'discussion' || item.link.id === undefined) {
      report(
        `is ${item.status} but does not link to a discussion: set \`link: {kind: 'discussion', id: '<number>'}\` ` +
          'with the number of the discussion where readers can follow and comment on the feature.',
      );
    } else if (!DISCUSSION_ID_PATTERN.test(item.link.id)) {
      report(
        `links to the discussion "${item.link.id}": use the discussion number alone (for example '2855'), not a URL.`,
      );
    }
  });

  return problems;
}
