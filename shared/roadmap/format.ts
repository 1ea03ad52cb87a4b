// The roadmap page's logic as pure functions. Imports are relative so that the unit tests can load this file
// directly (tests/unit/roadmap.test.ts).
import {MONTHS} from '../utcDate';
import {roadmapLabelIds, roadmapLabels, type RoadmapItem, type RoadmapLabelId, type RoadmapStatus} from './items';

/** What the reader filters by; kept in the query string (`?label=evaluation&q=judge`). */
export interface RoadmapFilters {
  /** Selected labels, in the order of `roadmapLabels`. An item matches if it has any of them; none selected = all. */
  labels: RoadmapLabelId[];
  /** Free text, as typed. */
  query: string;
}

export const NO_FILTERS: RoadmapFilters = {labels: [], query: ''};

/** Longer text filters are cut here, so a hostile URL cannot make the page match against huge strings. */
export const MAX_QUERY_LENGTH = 100;

const LABEL_PARAM = 'label';
const QUERY_PARAM = 'q';
// Control characters never belong in a search box.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function isRoadmapLabelId(value: string): value is RoadmapLabelId {
  return Object.hasOwn(roadmapLabels, value);
}

/** Known labels only, without duplicates, in the order of `roadmapLabels`. */
export function normalizeLabels(values: Iterable<string>): RoadmapLabelId[] {
  const wanted = new Set<string>();
  for (const value of values) wanted.add(value.trim().toLowerCase());
  return roadmapLabelIds.filter((id) => wanted.has(id));
}

export function normalizeQuery(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').slice(0, MAX_QUERY_LENGTH);
}

/**
 * Reads the filters from a query string (`?label=evaluation&label=sdk&q=judge`; `label=a,b` works too). Unknown
 * labels are dropped and the text is cleaned and shortened, so any URL gives a valid state.
 */
export function parseRoadmapQuery(search: string): RoadmapFilters {
  const params = new URLSearchParams(search);
  const labels = normalizeLabels(params.getAll(LABEL_PARAM).flatMap((value) => value.split(',')));
  return {labels, query: normalizeQuery(params.get(QUERY_PARAM) ?? '')};
}

/** The query string for a filter state: `''` without filters, otherwise `?label=…&q=…`. */
export function toRoadmapQuery(filters: RoadmapFilters): string {
  const params = new URLSearchParams();
  for (const label of normalizeLabels(filters.labels)) params.append(LABEL_PARAM, label);
  const query = normalizeQuery(filters.query);
  if (query.trim() !== '') params.set(QUERY_PARAM, query);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

export function hasActiveFilters(filters: RoadmapFilters): boolean {
  return filters.labels.length > 0 || filters.query.trim() !== '';
}

/** Adds the label if absent, removes it if present. */
export function toggleLabel(labels: readonly RoadmapLabelId[], label: RoadmapLabelId): RoadmapLabelId[] {
  return labels.includes(label) ? labels.filter((selected) => selected !== label) : normalizeLabels([...labels, label]);
}

function searchableText(item: RoadmapItem): string {
  const labelNames = item.labels.map((label) => roadmapLabels[label].name);
  return [item.title, item.description, ...labelNames].join('\n').toLowerCase();
}

/**
 * The items matching the filters, in their original order. Labels: an item matches if it carries any selected
 * label. Text: case-insensitive; every word must appear in the title, the description or a label name.
 */
export function filterRoadmap(items: readonly RoadmapItem[], filters: RoadmapFilters): RoadmapItem[] {
  const labels = new Set(filters.labels);
  const words = normalizeQuery(filters.query).toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (labels.size > 0 && !item.labels.some((label) => labels.has(label))) return false;
    if (words.length === 0) return true;
    const text = searchableText(item);
    return words.every((word) => text.includes(word));
  });
}

/** Items by status; shipped items newest first, the others in the order of the data file. */
export function groupByStatus(items: readonly RoadmapItem[]): Record<RoadmapStatus, RoadmapItem[]> {
  const groups: Record<RoadmapStatus, RoadmapItem[]> = {shipped: [], 'in-progress': [], planned: []};
  for (const item of items) groups[item.status].push(item);
  groups.shipped.sort((a, b) => (b.shippedAt ?? '').localeCompare(a.shippedAt ?? ''));
  return groups;
}

/**
 * `2025-10-24` → `24 October 2025`. Written out by hand (not `Intl`) so the server and every browser render the
 * same text and hydration never mismatches.
 */
export function formatShippedDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The sentence the live region announces after each filter change. */
export function describeResults(matching: number, total: number, filters: RoadmapFilters): string {
  if (!hasActiveFilters(filters)) return `Showing all ${plural(total, 'roadmap item')}.`;
  if (matching === 0) return `No roadmap items match these filters (${total} in total).`;
  return `${matching} of ${plural(total, 'roadmap item')} match these filters.`;
}

/** The URL of a discussion, from the configured discussions URL and a discussion number. */
export function discussionUrl(discussionsBase: string, id: string): string {
  return `${discussionsBase.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}
