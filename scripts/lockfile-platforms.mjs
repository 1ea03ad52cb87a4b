#!/usr/bin/env node
/**
 * `npm run lockfile:platforms`: records in package-lock.json the platform-specific optional packages (macOS and
 * Windows builds of SWC, Pagefind, …) that this machine's npm registry does not serve. npm leaves them out of the
 * lockfile when it cannot fetch their manifests, and `npm ci` then refuses the lockfile as incomplete. The entries
 * carry the `os`/`cpu` constraints, so npm skips them on other platforms. Run it after `npm install <package>`;
 * tests/unit/lockfile.test.ts fails when an entry is missing.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const lockfilePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');

const PLATFORM_TOKENS = {
  os: [
    ['darwin', 'darwin'],
    ['win32', 'win32'],
    ['windows', 'win32'],
    ['freebsd', 'freebsd'],
    ['linux', 'linux'],
    ['android', 'android'],
  ],
  cpu: [
    ['arm64', 'arm64'],
    ['aarch64', 'arm64'],
    ['x64', 'x64'],
    ['ia32', 'ia32'],
    ['gnueabihf', 'arm'],
    ['ppc64', 'ppc64'],
    ['s390x', 's390x'],
    ['riscv64', 'riscv64'],
  ],
};

/** The os/cpu/libc of a platform package, read from its name (e.g. @swc/core-linux-arm64-musl). */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const pick = (table) => table.find(([token]) => tokens.includes(token))?.[1];
  const platform = {os: pick(PLATFORM_TOKENS.os), cpu: pick(PLATFORM_TOKENS.cpu)};
  if (tokens.includes('musl')) platform.libc = 'musl';
  else if (tokens.includes('gnu') || tokens.includes('gnueabihf')) platform.libc = 'glibc';
  return platform.os && platform.cpu ? platform : undefined;
}

/** Adds the missing platform entries; returns their names. */
export function addMissingPlatformPackages(lock) {
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      if (!platform) continue;
      const parent = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[parent] || lock.packages[hoisted]) continue;
      lock.packages[hoisted] = {
        version,
        optional: true,
        os: [platform.os],
        cpu: [platform.cpu],
        ...(platform.libc ? {libc: [platform.libc]} : {}),
      };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const lock = JSON.parse(readFileSync(lockfilePath, 'utf8'));
  const added = addMissingPlatformPackages(lock);
  if (added.length > 0) {
    lock.packages = Object.fromEntries(
      Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
    );
    writeFileSync(lockfilePath, `${JSON.stringify(lock, null, 2)}\n`);
  }
  console.log(
    added.length > 0 ? `Added ${added.length} platform packages: ${added.join(', ')}` : 'The lockfile is complete.',
  );
}
