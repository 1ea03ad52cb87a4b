/**
 * One react-hook-form for the request builder. The OpenAPI theme's CommonJS components `require('react-hook-form')`
 * (its CommonJS build) while the site's Try it form `import`s it (its ES build): two copies hold two form contexts, so
 * the theme's fields find no form and Try it crashes on opening. An alias sends both names to the file the theme loads.
 * Removed when the theme ships ES modules, or react-hook-form one build for both: the guard below then fails the build.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

const WORKAROUND = 'one react-hook-form';
const AFTER_UPGRADE =
  'Remove the alias from plugins/api-reference/index.ts (and this file) if Try it opens without it.';

interface PackageJson {
  exports?: {'.'?: {import?: string; require?: string}};
}

/** The alias, after checking that the theme still requires the CommonJS build while an import gets another file. */
export function oneFormLibraryAlias(themeLibDir: string): Record<string, string> {
  const commonJs = require.resolve('react-hook-form');
  const manifest = JSON.parse(readFileSync(require.resolve('react-hook-form/package.json'), 'utf8')) as PackageJson;
  const esModule = manifest.exports?.['.']?.import;
  if (!esModule || path.resolve(path.dirname(require.resolve('react-hook-form/package.json')), esModule) === commonJs) {
    throw new WorkaroundStoppedApplying(WORKAROUND, 'react-hook-form no longer has a separate ES build', AFTER_UPGRADE);
  }
  if (!themeRequires(themeLibDir, 'react-hook-form')) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      'the OpenAPI theme no longer require()s react-hook-form',
      AFTER_UPGRADE,
    );
  }
  return {'react-hook-form$': commonJs};
}

function themeRequires(dir: string, request: string): boolean {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (
      entry.isDirectory()
        ? themeRequires(file, request)
        : entry.name.endsWith('.js') && readFileSync(file, 'utf8').includes(`require("${request}")`)
    ) {
      return true;
    }
  }
  return false;
}
