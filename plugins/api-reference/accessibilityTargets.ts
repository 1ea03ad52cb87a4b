/**
 * Workaround check: the accessibility repairs of API pages (src/theme/ApiItem/accessibilityRepairs.ts, which must run
 * in the browser: the theme writes these elements, some after hydration) find the theme's elements by class name.
 * If the theme renames one, the repair silently stops, and only the pages and states an axe check happens to visit
 * would tell. The build reads the theme's component scripts and fails when one of those class names is no longer
 * written. Unnecessary once the theme names its buttons, uses real list items, makes its scrolling endpoint focusable
 * and orders its headings (PaloAltoNetworks/docusaurus-openapi-docs#1265).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';
import {THEME_CLASS_NAMES} from '../../shared/api-reference/themeClassNames';

/** The class names of THEME_CLASS_NAMES that no component script of the theme writes any more. */
export function missingThemeClassNames(themeDir: string, classNames: readonly string[]): string[] {
  const scripts = readdirSync(themeDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  return classNames.filter((name) => !scripts.some((code) => code.includes(`"${name}`)));
}

export function assertAccessibilityTargets(themeDir: string): void {
  const missing = missingThemeClassNames(themeDir, Object.values(THEME_CLASS_NAMES));
  if (missing.length > 0) {
    throw new WorkaroundStoppedApplying(
      'accessibility repairs of API pages',
      `docusaurus-theme-openapi-docs no longer writes the class ${missing.join(', ')}`,
      'Find what the theme renders there now, then update shared/api-reference/themeClassNames.ts and the selectors ' +
        'of src/theme/ApiItem/accessibilityRepairs.ts (or drop the repair if the theme fixed it).',
    );
  }
}
