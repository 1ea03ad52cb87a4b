/**
 * `src/` (what the browser runs) and `plugins/` (what the build runs) meet only in `shared/`: neither imports the
 * other, `shared/` imports neither, and the service's own code imports neither (it installs alone, service/README.md).
 * Imports are read with the TypeScript parser (static, dynamic, `require`, `import type`, `import('…')` types), and a
 * specifier counts when it is relative or starts with `@site/`; Docusaurus's aliases (`@theme/…`) are the sanctioned
 * way for a plugin to use a theme component and are not paths.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Which top-level folders the files under each folder may not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  src: ['plugins'],
  plugins: ['src'],
  shared: ['src', 'plugins', 'config', 'service'],
  'service/src': ['src', 'plugins'],
};

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** Every module specifier in a file's text. */
export function importSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) specifiers.push(expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** The repository path a specifier points at, or undefined for a package or an alias. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  }
  return undefined;
}

/** `file imports specifier` for each import that crosses a forbidden boundary, in the git-tracked files of `dir`. */
export function boundaryViolations(dir: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...Object.keys(FORBIDDEN)], {cwd: dir, encoding: 'utf8'})
    .split('\0')
    .filter((file) => SOURCE.test(file));
  const violations: string[] = [];
  for (const file of files) {
    const owner = Object.keys(FORBIDDEN)
      .filter((folder) => file.startsWith(`${folder}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (!owner) continue;
    for (const specifier of importSpecifiers(file, readFileSync(path.join(dir, file), 'utf8'))) {
      const target = targetOf(file, specifier);
      const top = target?.split('/')[0];
      if (top && FORBIDDEN[owner].includes(top)) violations.push(`${file} imports ${specifier}`);
    }
  }
  return violations.sort();
}

describe('src/ and plugins/ meet only in shared/', () => {
  test('no file imports across the boundary', () => {
    assert.deepEqual(
      boundaryViolations(root),
      [],
      'Move what both sides need into shared/ (pure, browser-safe, no Node imports where src/ uses it).',
    );
  });

  test('the check sees every form of import', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-boundaries-'));
    try {
      const write = (file: string, text: string): void => {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), text);
      };
      write('src/a.ts', "import {x} from '../plugins/x';\nimport type {Y} from '@site/plugins/y';\n");
      write('src/b.tsx', "const lazy = import('../plugins/z');\ntype T = import('../plugins/t').T;\n");
      write('plugins/p/index.ts', "export {h} from '../../src/h';\nconst r = require('@site/src/r');\n");
      write('plugins/p/alias.tsx', "import CodeBlock from '@theme/CodeBlock';\nimport {s} from '../../shared/s';\n");
      write('shared/s.ts', "import {c} from '../config/c';\n");
      write('service/src/m.ts', "import {v} from '../../src/v';\n");
      write('service/testing/f.ts', "import {r} from '../../plugins/r';\n");
      execFileSync('git', ['init', '-q'], {cwd: dir});
      execFileSync('git', ['add', '.'], {cwd: dir});
      assert.deepEqual(boundaryViolations(dir), [
        'plugins/p/index.ts imports ../../src/h',
        'plugins/p/index.ts imports @site/src/r',
        'service/src/m.ts imports ../../src/v',
        'shared/s.ts imports ../config/c',
        'src/a.ts imports ../plugins/x',
        'src/a.ts imports @site/plugins/y',
        'src/b.tsx imports ../plugins/t',
        'src/b.tsx imports ../plugins/z',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
