import {WorkaroundStoppedApplying} from './emptiedClientModules';

/**
 * The guard of every lean-bundle rewrite of a file Docusaurus generates: when the generated shape changes (an upgrade
 * of @docusaurus/core, Rspack or the OpenAPI plugin), the rewrite no longer applies and every page silently grows by
 * 20–30 KB. So the build fails instead, naming the workaround of plugins/WORKAROUNDS.md to revisit. In an emergency,
 * `LEAN_BUNDLE_GUARDS=warn` builds all the same, with a warning.
 */

/** The environment variable that turns the guards' build failures into warnings. */
export const GUARDS_ENV = 'LEAN_BUNDLE_GUARDS';

/**
 * Reports that the workaround `id` (a heading of plugins/WORKAROUNDS.md) did not apply because of `what`: throws, or
 * warns when the environment asks for warnings.
 */
export function workaroundNotApplied(
  id: string,
  what: string,
  env: Record<string, string | undefined> = process.env,
): void {
  const afterUpgrade =
    `Adapt it to the new generated code, or remove it if upstream made it unnecessary (plugins/WORKAROUNDS.md, ` +
    `"${id}").`;
  const error = new WorkaroundStoppedApplying(id, what, afterUpgrade);
  if (env[GUARDS_ENV]?.trim().toLowerCase() === 'warn') {
    console.warn(`[lean-bundle] ${error.message} (${GUARDS_ENV}=warn: building anyway.)`);
    return;
  }
  error.message += ` To build anyway in an emergency, set ${GUARDS_ENV}=warn.`;
  throw error;
}
