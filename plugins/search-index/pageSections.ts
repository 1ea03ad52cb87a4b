import {Parser} from 'htmlparser2';
import type {CorpusSection} from '../../shared/corpus';
import {isSkippedPart} from './skippedParts';

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'blockquote',
  'pre',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'hr',
]);

/** Longest text of one record: long sections are split so that a source stays a focused excerpt. */
export const MAX_SECTION_CHARS = 1600;

interface Draft {
  heading: string | null;
  anchor: string | null;
  text: string;
}

function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Splits at blank lines (else at line ends) into pieces of at most `max` characters. */
export function splitText(text: string, max = MAX_SECTION_CHARS): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let current = '';
  const units = text.split(/(?<=\n\n)/).flatMap((unit) => (unit.length > max ? unit.split(/(?<=\n)/) : [unit]));
  for (const unit of units) {
    const parts = unit.length > max ? (unit.match(new RegExp(`[^]{1,${max}}`, 'g')) ?? []) : [unit];
    for (const part of parts) {
      if (current.length + part.length > max && current.trim()) {
        pieces.push(current.trim());
        current = '';
      }
      current += part;
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** What the indexes need of one rendered page, read in one pass over its HTML. */
export interface PageContent {
  /** The page's h1, else its <title> without the site name. */
  title: string;
  /** The meta description of the page's head ('' when it has none). */
  description: string;
  /** The text inside <main>, cut at every h2/h3 that has an id (the targets of the page's own anchor links). */
  sections: CorpusSection[];
}

/**
 * Reads one rendered page: its title, description and sections. A page without <main> (redirect pages) or without
 * text has no sections. The parts of SKIPPED_PARTS are left out.
 */
export function readPage(html: string, pageUrl: string, facet: string): PageContent {
  const stack: {name: string; skip: boolean}[] = [];
  const drafts: Draft[] = [{heading: null, anchor: null, text: ''}];
  let pageTitle = '';
  let description = '';
  let headClosed = false;
  let mainDepth = 0;
  let preDepth = 0;
  let capture: {level: string; id: string | null; text: string} | null = null;

  const skipping = () => stack.some((element) => element.skip);
  const current = () => drafts[drafts.length - 1];
  const append = (text: string) => {
    if (capture) {
      capture.text += text;
      return;
    }
    const draft = current();
    const atLineStart = draft.text === '' || draft.text.endsWith('\n');
    draft.text += atLineStart && preDepth === 0 ? text.replace(/^ +/, '') : text;
  };
  // Block boundaries end the line once; inside <pre>, every <br> is a line of code.
  const newline = (force = false) => {
    if (capture) return;
    const draft = current();
    if (force || (draft.text !== '' && !draft.text.endsWith('\n'))) draft.text += '\n';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && !headClosed && attributes.name === 'description') description = attributes.content ?? '';
        const skip = mainDepth === 0 ? false : isSkippedPart(name, attributes);
        stack.push({name, skip});
        if (name === 'main') mainDepth += 1;
        if (mainDepth === 0 || skipping()) return;
        if (name === 'h1' || name === 'h2' || name === 'h3') {
          capture = {level: name, id: attributes.id ?? null, text: ''};
        } else if (name === 'pre') {
          preDepth += 1;
          newline();
        } else if (name === 'br') {
          newline(preDepth > 0);
        } else if (name === 'li') {
          newline();
          append('- ');
        } else if (name === 'td' || name === 'th') {
          if (current().text !== '' && !current().text.endsWith('\n')) append(' | ');
        } else if (BLOCK_TAGS.has(name) && preDepth === 0) {
          newline();
        }
      },
      ontext(text) {
        if (mainDepth === 0 || skipping()) return;
        append(preDepth > 0 ? text : text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        const wasSkipping = skipping();
        stack.pop();
        if (name === 'head') headClosed = true;
        if (name === 'main') mainDepth = Math.max(0, mainDepth - 1);
        if (wasSkipping || mainDepth === 0) return;
        if (capture && name === capture.level) {
          const heading = capture.text.replace(/\s+/g, ' ').trim();
          const {level, id} = capture;
          capture = null;
          if (level === 'h1') {
            pageTitle ||= heading;
          } else if (id && heading) {
            drafts.push({heading, anchor: id, text: ''});
          } else if (heading) {
            newline();
            append(heading);
            newline();
          }
        } else if (name === 'pre') {
          preDepth = Math.max(0, preDepth - 1);
          newline();
        } else if (BLOCK_TAGS.has(name) && preDepth === 0) {
          newline();
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();

  if (!pageTitle) pageTitle = /<title[^>]*>([^<]*)</i.exec(html)?.[1]?.split(' | ')[0]?.trim() ?? pageUrl;
  const sections = drafts.flatMap((draft) => {
    const text = tidy(draft.text);
    if (!text) return [];
    const url = draft.anchor ? `${pageUrl}#${draft.anchor}` : pageUrl;
    return splitText(text).map((piece, index) => ({
      id: index === 0 ? url : `${url}~${index + 1}`,
      url,
      pageTitle,
      heading: draft.heading,
      facet,
      text: piece,
    }));
  });
  return {title: pageTitle, description: description.trim(), sections};
}

/** The sections of one rendered page (see readPage). */
export function sectionsOfPage(html: string, pageUrl: string, facet: string): CorpusSection[] {
  return readPage(html, pageUrl, facet).sections;
}
