import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '../..');
const codeFolders = ['src', 'plugins', 'shared', 'service/src', 'scripts', 'config'];
const codeFiles = ['docusaurus.config.ts', 'sidebars.ts', 'sidebars-api.ts'];
const codeExtensions = /\.(?:ts|tsx|mts|mjs|js|cjs|scss|css)$/;

/** Runtime dependencies nothing names in code, each needed all the same. */
const neededWithoutImport: Record<string, string> = {
  '@docusaurus/faster': 'optional peer of @docusaurus/core, which its bundler imports when `future.faster` is on',
  '@mdx-js/react': 'peer dependency of @docusaurus/core (MDX components in the browser)',
};

function filesUnder(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && codeExtensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function projectCode(): string {
  const files = [
    ...codeFolders.flatMap((folder) => filesUnder(path.join(root, folder))),
    ...codeFiles.map((file) => path.join(root, file)),
  ];
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** An import specifier, `require`, plugin or theme name: the package name quoted, alone or with a subpath. */
function namesPackage(code: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`['"\`]${escaped}(?:/[^'"\`\\s]*)?['"\`]`).test(code);
}

describe('package.json dependencies', () => {
  it('are each imported or named by the project, so that `npm ci` installs nothing unused', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const code = projectCode();
    const unused = Object.keys(manifest.dependencies).filter(
      (name) => !(name in neededWithoutImport) && !namesPackage(code, name),
    );
    assert.deepEqual(unused, [], 'remove them with `npm uninstall`, or say in this test why they are needed');
  });

  it('keeps no reason for a package that is no longer a dependency', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const stale = Object.keys(neededWithoutImport).filter((name) => !(name in manifest.dependencies));
    assert.deepEqual(stale, []);
  });
});
