/**
 * Workaround guard: six components of @docusaurus/theme-classic are replaced in src/theme (ejected, not wrapped), each
 * for the reason its first line gives. A replaced component does not follow the theme: when an upgrade changes the
 * original (markup, class names, translation ids, accessibility fixes), our copy silently keeps the old behaviour. So
 * the build fails as soon as an original differs from the one each replacement was made from; after reviewing the
 * difference (port it, or drop the replacement), update the fingerprint here. Listed in plugins/WORKAROUNDS.md.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

const WORKAROUND = 'ejected classic-theme components';

export interface EjectedComponent {
  /** The @theme name src/theme replaces. */
  name: string;
  /**
   * SHA-256 (first 16 hex digits) of the original's compiled file (`lib/theme/<name>/index.js`) in the version the
   * replacement was made from, or `absent` for a slot the theme leaves to the site.
   */
  original: string;
}

/** The replaced components, with the fingerprint of the @docusaurus/theme-classic 3.10.2 original. */
export const EJECTED_CLASSIC_COMPONENTS: readonly EjectedComponent[] = [
  {name: 'CodeBlock', original: '639f8655d319e123'},
  {name: 'LastUpdated', original: '30948229c5140094'},
  {name: 'NotFound/Content', original: '1339cadd0fe0b2a2'},
  {name: 'BlogPostItem/Header/Info', original: 'f0ff725904493f21'},
  {name: 'BlogPostItem/Footer/ReadMoreLink', original: '727f3819b5800415'},
  // The navbar renders @theme/SearchBar, which the classic theme leaves to a search theme or the site: ours must not
  // start shadowing a component the theme gains.
  {name: 'SearchBar', original: 'absent'},
];

/** The fingerprint of a theme's original component: `absent`, or the first 16 hex digits of its SHA-256. */
export function originalFingerprint(themeDir: string, name: string): string {
  const file = path.join(themeDir, name, 'index.js');
  if (!existsSync(file)) return 'absent';
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** Whether src/theme replaces `name` (an index file or a file of that name, without importing @theme-original). */
function replacedInSite(siteThemeDir: string, name: string): boolean {
  const candidates = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'].map((file) =>
    path.join(siteThemeDir, name, file),
  );
  const parent = path.join(siteThemeDir, path.dirname(name));
  const base = path.basename(name);
  if (existsSync(parent)) {
    for (const entry of readdirSync(parent)) {
      if (/\.(tsx?|jsx?)$/.test(entry) && entry.replace(/\.(tsx?|jsx?)$/, '') === base)
        candidates.push(path.join(parent, entry));
    }
  }
  const file = candidates.find((candidate) => existsSync(candidate));
  return file !== undefined && !readFileSync(file, 'utf8').includes(`@theme-original/${name}'`);
}

/** Fails the build when an original changed since its replacement was made, or a replacement is gone. */
export function assertEjectedComponents(
  siteThemeDir: string,
  classicThemeDir: string,
  ejected: readonly EjectedComponent[] = EJECTED_CLASSIC_COMPONENTS,
): void {
  for (const {name, original} of ejected) {
    if (!replacedInSite(siteThemeDir, name)) {
      throw new WorkaroundStoppedApplying(
        WORKAROUND,
        `src/theme no longer replaces ${name}`,
        'Remove it from EJECTED_CLASSIC_COMPONENTS in plugins/classic-theme-overrides/index.ts and plugins/WORKAROUNDS.md.',
      );
    }
    const now = originalFingerprint(classicThemeDir, name);
    if (now !== original) {
      throw new WorkaroundStoppedApplying(
        WORKAROUND,
        `@docusaurus/theme-classic's ${name} changed since src/theme/${name} was made from it (${original} → ${now})`,
        `Compare the new original (lib/theme/${name}) with ours, port what matters (or go back to the original, or ` +
          `wrap it), then set its fingerprint to "${now}" in plugins/classic-theme-overrides/index.ts.`,
      );
    }
  }
}

/** The folder of @docusaurus/theme-classic's compiled theme components. */
export function classicThemeDir(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'theme');
}

export default function classicThemeOverridesPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-classic-theme-overrides',
    loadContent() {
      assertEjectedComponents(path.join(context.siteDir, 'src', 'theme'), classicThemeDir());
      return Promise.resolve();
    },
  };
}
