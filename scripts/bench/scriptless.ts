import {cpSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The physical limit of a page: the same HTML and CSS with every script removed. A copy of the build is served with
 * its pages stripped, so that the bench can measure what a page costs before any JavaScript runs.
 */

/** An opening tag, with quoted attribute values that may themselves contain ">". */
const TAG_ATTRIBUTES = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const SCRIPT_ELEMENT = new RegExp(String.raw`<script\b(${TAG_ATTRIBUTES})>[\s\S]*?<\/script\s*>`, 'gi');
const LINK_ELEMENT = new RegExp(String.raw`<link\b(${TAG_ATTRIBUTES})\/?>`, 'gi');
/** Data blocks are not scripts: the browser never runs them (structured data for search engines stays). */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A link that downloads script: module preloads, script preloads, and prefetches (of the next pages' chunks). */
function loadsScript(attributes: string): boolean {
  const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload') || rel.includes('prefetch')) return true;
  return rel.includes('preload') && (attribute(attributes, 'as') ?? '').toLowerCase() === 'script';
}

/** The page with its scripts, script preloads and prefetches removed; everything else is left byte for byte. */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => (DATA_TYPE.test(attributes) ? element : ''))
    .replace(LINK_ELEMENT, (element, attributes: string) => (loadsScript(attributes) ? '' : element));
}

/** Copies the build to `target` with every HTML page stripped of its scripts; returns how many pages were stripped. */
export function writeScriptlessCopy(buildDir: string, target: string): number {
  cpSync(buildDir, target, {recursive: true});
  let pages = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
        pages += 1;
      }
    }
  };
  walk(target);
  return pages;
}
