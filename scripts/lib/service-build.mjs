/**
 * The answer service's JavaScript build: `ask-ai/src` compiled by tsc into `ask-ai/dist`, which runs on plain Node
 * with the production dependencies only (no tsx, no TypeScript). Shared by `npm run build:service` and
 * `npm run ask-ai`.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serviceProject = path.join(root, 'ask-ai', 'tsconfig.json');
export const serviceOutput = path.join(root, 'ask-ai', 'dist');
export const serviceEntry = path.join(serviceOutput, 'main.js');
const serviceSources = [path.join(root, 'ask-ai', 'src'), serviceProject];

function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestModification(path.join(target, name))),
    stats.mtimeMs,
  );
}

/** Whether ask-ai/dist is missing or older than a source of the service. */
export function serviceBuildState() {
  if (!existsSync(serviceEntry)) return 'missing';
  const builtAt = statSync(serviceEntry).mtimeMs;
  return Math.max(...serviceSources.map(newestModification)) > builtAt ? 'stale' : 'current';
}

/** The TypeScript compiler, or undefined where dev dependencies are not installed (`npm ci --omit=dev`). */
export function typescriptCompiler() {
  try {
    return createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
}

/**
 * Compiles the service into `outDir` (ask-ai/dist unless given), from scratch so no file of an older build stays.
 * Returns tsc's exit status.
 */
export function buildService(outDir = serviceOutput) {
  const compiler = typescriptCompiler();
  if (!compiler) {
    console.error('[ask-ai] TypeScript is not installed here: build ask-ai/dist where dev dependencies are.');
    return 1;
  }
  rmSync(outDir, {recursive: true, force: true});
  const result = spawnSync(process.execPath, [compiler, '-p', serviceProject, '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}
