import {PAGE_FIELDS, type Postings} from './fields';
import type {PreparedIndex} from './prepare';
import type {Alternative, Concept} from './query';
import type {Token} from './tokens';
import {BODY_B, BODY_K1, FIELD_WEIGHTS} from './weights';

/** Documents where every stem of an alternative occurs, with the smallest number of occurrences among them. */
function intersect(postings: Postings, stems: readonly string[]): Map<number, number> {
  const lists = stems.map((part) => postings.get(part));
  if (lists.some((list) => !list)) return new Map();
  const [smallest, ...rest] = (lists as Map<number, number>[]).sort((a, b) => a.size - b.size);
  const found = new Map<number, number>();
  for (const [doc, count] of smallest) {
    let least = count;
    let everywhere = true;
    for (const list of rest) {
      const other = list.get(doc);
      if (other === undefined) {
        everywhere = false;
        break;
      }
      least = Math.min(least, other);
    }
    if (everywhere) found.set(doc, least);
  }
  return found;
}

export interface ConceptMatches {
  /** page → strength from its own fields (title, operation, headings, description, breadcrumb). */
  pages: Map<number, number>;
  /** pages whose title or operation name holds the concept. */
  named: Set<number>;
  /** section → strength from its heading and body. */
  sections: Map<number, number>;
}

function raise(map: Map<number, number>, key: number, value: number): void {
  if (value > (map.get(key) ?? 0)) map.set(key, value);
}

/** Where a concept occurs: the strength of its best match per page (page fields) and per section. */
export function matchConcept(prepared: PreparedIndex, concept: Concept): ConceptMatches {
  const result: ConceptMatches = {pages: new Map(), named: new Set(), sections: new Map()};
  for (const alternative of concept.alternatives) {
    for (const field of PAGE_FIELDS) {
      for (const page of intersect(prepared.pageFields[field], alternative.stems).keys()) {
        raise(result.pages, page, FIELD_WEIGHTS[field] * alternative.factor);
        if ((field === 'title' || field === 'operation') && alternative.factor >= 0.85) result.named.add(page);
      }
    }
    for (const section of intersect(prepared.sectionFields.heading, alternative.stems).keys()) {
      raise(result.sections, section, FIELD_WEIGHTS.heading * alternative.factor);
    }
    for (const [section, count] of intersect(prepared.sectionFields.body, alternative.stems)) {
      const norm = 1 - BODY_B + (BODY_B * prepared.bodyLengths[section]) / prepared.averageBodyLength;
      const saturation = count / (count + BODY_K1 * norm);
      raise(result.sections, section, FIELD_WEIGHTS.body * saturation * alternative.factor);
    }
  }
  return result;
}

const positionsCache = new WeakMap<readonly Token[], Map<string, number[]>>();

/** Where each stem occurs in a token list (cached with the list, which the prepared index keeps). */
function positionsOf(tokens: readonly Token[]): Map<string, number[]> {
  let positions = positionsCache.get(tokens);
  if (!positions) {
    positions = new Map();
    tokens.forEach((token, at) => {
      const list = positions?.get(token.stem);
      if (list) list.push(at);
      else positions?.set(token.stem, [at]);
    });
    positionsCache.set(tokens, positions);
  }
  return positions;
}

/** Whether some alternative of `a` ends right where some alternative of `b` starts, in a token list. */
export function adjacent(tokens: readonly Token[], a: readonly Alternative[], b: readonly Alternative[]): boolean {
  const positions = positionsOf(tokens);
  const follows = (alternative: Alternative, at: number) =>
    alternative.stems.every((part, offset) => tokens[at + offset]?.stem === part);
  return a.some((first) =>
    (positions.get(first.stems[0]) ?? []).some(
      (at) => follows(first, at) && b.some((second) => follows(second, at + first.stems.length)),
    ),
  );
}

/** Share of a page title's words that the query holds (1: the query names the whole title). */
export function titleShare(titleStems: readonly string[], concepts: readonly Concept[]): number {
  if (titleStems.length === 0) return 0;
  const queryStems = new Set(concepts.flatMap((concept) => concept.alternatives.flatMap((a) => a.stems)));
  return titleStems.filter((part) => queryStems.has(part)).length / titleStems.length;
}
