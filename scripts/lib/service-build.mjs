/**
 * The answer service's JavaScript build: `service/src` (and the shared modules it imports from elsewhere in the
 * repository) compiled by tsc into `service/dist`, which runs on plain Node with the production dependencies only (no
 * tsx, no TypeScript). Shared by `npm run build:service` and `npm run service`.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serviceProject = path.join(root, 'service', 'tsconfig.json');
export const serviceOutput = path.join(root, 'service', 'dist');
/** The service's entry point, `node service/dist/main.js`, whatever the layout of the compiled files behind it. */
export const serviceEntry = path.join(serviceOutput, 'main.js');
/** Where tsc puts the compiled service/src/main.ts: the output mirrors the repository, as the sources span it. */
const compiledMain = './service/src/main.js';

/** The newest modification time under `target` (0 when missing): what both build-staleness checks compare. */
export function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestModification(path.join(target, name))),
    stats.mtimeMs,
  );
}

function filesUnder(folder) {
  return readdirSync(folder, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * The sources of a build: service/src and the project file, plus every file outside service/src that was compiled (each
 * compiled `<dist>/x/y.js` comes from `<repository>/x/y.ts`), so an edit to a shared module counts too.
 */
function sourcesOf(outDir) {
  const compiled = filesUnder(outDir)
    .filter((file) => file.endsWith('.js') && file !== serviceEntry)
    .map((file) => path.join(root, path.relative(outDir, file)).replace(/\.js$/, '.ts'));
  return [path.join(root, 'service', 'src'), serviceProject, ...compiled];
}

/** Whether service/dist is missing or older than a source of the service. */
export function serviceBuildState() {
  if (!existsSync(serviceEntry)) return 'missing';
  const builtAt = statSync(serviceEntry).mtimeMs;
  return Math.max(...sourcesOf(serviceOutput).map(newestModification)) > builtAt ? 'stale' : 'current';
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
 * Compiles the service into `outDir` (service/dist unless given), from scratch so no file of an older build stays.
 * Returns tsc's exit status.
 */
export function buildService(outDir = serviceOutput) {
  const compiler = typescriptCompiler();
  if (!compiler) {
    console.error('[service] TypeScript is not installed here: build service/dist where dev dependencies are.');
    return 1;
  }
  rmSync(outDir, {recursive: true, force: true});
  const result = spawnSync(process.execPath, [compiler, '-p', serviceProject, '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return result.status ?? 1;
  // Written last: its age is the build's age.
  writeFileSync(
    path.join(outDir, 'main.js'),
    `// Written by npm run build:service: the entry point of the compiled service.\nrequire('${compiledMain}');\n`,
  );
  return 0;
}
