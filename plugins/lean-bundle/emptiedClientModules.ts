import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';

/**
 * A client module of a theme that every page would load though only some pages use it: the bundle gets an empty
 * module in its place, and the components that need the original import it themselves.
 */
export interface EmptiedClientModule {
  /** Which workaround this is, as the build error names it. */
  workaround: string;
  /** Absolute path of the module, as Docusaurus lists it in `.docusaurus/client-modules.js`. */
  path: string;
  /** What to look at when the module is no longer there (after an upgrade). */
  afterUpgrade: string;
}

/** Thrown at build time when a workaround no longer matches what it works around: it would silently do nothing. */
export class WorkaroundStoppedApplying extends Error {
  constructor(workaround: string, what: string, afterUpgrade: string) {
    super(`The workaround "${workaround}" no longer applies: ${what}. ${afterUpgrade}`);
    this.name = 'WorkaroundStoppedApplying';
  }
}

/**
 * The path of a module to empty as Docusaurus lists it (an absolute path stays as written: the theme lists some
 * without their extension), or a build error naming the workaround when the file has gone.
 */
export function resolveClientModule(workaround: string, request: string, afterUpgrade: string): string {
  try {
    const resolved = require.resolve(request);
    return path.isAbsolute(request) ? request : resolved;
  } catch {
    throw new WorkaroundStoppedApplying(workaround, `${request} does not exist any more`, afterUpgrade);
  }
}

/** The emptied modules that Docusaurus's list of client modules (the file's source) no longer requests. */
export function unrequestedClientModules(
  clientModulesSource: string,
  modules: readonly EmptiedClientModule[],
): EmptiedClientModule[] {
  return modules.filter((module) => !clientModulesSource.includes(`require(${JSON.stringify(module.path)})`));
}

/**
 * Fails the build when a module to empty is no longer a client module: the replacement would then match nothing,
 * and whatever now loads the code instead would go unnoticed into every page.
 */
export function assertClientModulesRequested(generatedFilesDir: string, modules: readonly EmptiedClientModule[]): void {
  const file = path.join(generatedFilesDir, 'client-modules.js');
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const [missing] = unrequestedClientModules(source, modules);
  if (missing) {
    throw new WorkaroundStoppedApplying(
      missing.workaround,
      `.docusaurus/client-modules.js does not request ${missing.path}`,
      missing.afterUpgrade,
    );
  }
}

const EMPTY_MODULE = path.join(__dirname, 'emptyClientModule.js');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The bundler plugin that swaps each module for an empty one, only where .docusaurus/client-modules.js requests it:
 * the components that need the module import the same file, and must get it.
 */
export function emptyClientModules(utils: ConfigureWebpackUtils, modules: readonly EmptiedClientModule[]) {
  const paths = new Set(modules.map((module) => module.path));
  const requests = new RegExp(`^(${modules.map((module) => escapeRegExp(module.path)).join('|')})$`);
  return new utils.currentBundler.instance.NormalModuleReplacementPlugin(
    requests,
    (resolveData: {request: string; context?: string}) => {
      if (paths.has(resolveData.request) && /[\\/]\.docusaurus$/.test(resolveData.context ?? '')) {
        resolveData.request = EMPTY_MODULE;
      }
    },
  );
}
