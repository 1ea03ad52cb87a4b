import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {addMissingPlatformPackages, platformOf} from '../../scripts/lockfile-platforms.mjs';

describe('package-lock.json', () => {
  it('lists every platform build of optional native packages, so that `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../../package-lock.json'), 'utf8'));
    const missing = addMissingPlatformPackages(lock);
    assert.deepEqual(missing, [], 'run `npm run lockfile:platforms` after installing a package');
  });

  it('reads the platform from a package name', () => {
    assert.deepEqual(platformOf('@swc/core-darwin-arm64'), {os: 'darwin', cpu: 'arm64'});
    assert.deepEqual(platformOf('@swc/html-linux-x64-musl'), {os: 'linux', cpu: 'x64', libc: 'musl'});
    assert.deepEqual(platformOf('@swc/core-linux-arm-gnueabihf'), {os: 'linux', cpu: 'arm', libc: 'glibc'});
    assert.deepEqual(platformOf('@pagefind/windows-x64'), {os: 'win32', cpu: 'x64'});
    assert.equal(platformOf('lodash'), undefined);
  });
});
