import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {docusaurusBuildSteps} from '../../scripts/bench/build';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The names `docusaurus build` reads from the environment, from the installed @docusaurus/core's own code. */
function environmentReadByDocusaurusBuild(): Set<string> {
  const code = readFileSync(path.join(root, 'node_modules/@docusaurus/core/lib/commands/build/buildLocale.js'), 'utf8');
  return new Set([...code.matchAll(/process\.env\.(DOCUSAURUS_\w+) === 'true'/g)].map((match) => match[1]));
}

describe('npm run build', () => {
  // Bundling leaves Rspack's native memory (~1.4 GB) in the process that bundled; rendering the pages in a fresh
  // process keeps the build's peak well under the 3 GB budget (scripts/bench/README.md).
  it('bundles in one process and renders the pages in another', () => {
    const steps = docusaurusBuildSteps({scripts: manifest.scripts});
    assert.equal(steps.length, 2);
    assert.match(steps[0], /^DOCUSAURUS_EXIT_AFTER_BUNDLING=true docusaurus build$/);
    assert.match(steps[1], /^DOCUSAURUS_SKIP_BUNDLING=true DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1 docusaurus build$/);
  });

  it('uses switches the installed Docusaurus still reads (they are undocumented: check them after an upgrade)', () => {
    const read = environmentReadByDocusaurusBuild();
    for (const name of ['DOCUSAURUS_EXIT_AFTER_BUNDLING', 'DOCUSAURUS_SKIP_BUNDLING']) {
      assert.ok(
        read.has(name),
        `@docusaurus/core no longer reads ${name}: build in one process again (package.json "build") or find ` +
          'what replaced it in lib/commands/build/buildLocale.js',
      );
    }
  });
});
