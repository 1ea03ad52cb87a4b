import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutSourcePaths} from '../../plugins/lean-bundle';

describe('the client copy of the route registry', () => {
  const registry = [
    'export default {',
    '  "002b04d2": [() => import(/* webpackChunkName: "002b04d2" */ "@site/generated/api/create-portal.api.mdx"), ' +
      '"@site/generated/api/create-portal.api.mdx", require.resolveWeak("@site/generated/api/create-portal.api.mdx")],',
    '  "0041c2da": [() => import(/* webpackChunkName: "0041c2da" */ "@site/changelog/a.mdx?truncated=true"), ' +
      '"@site/changelog/a.mdx?truncated=true", require.resolveWeak("@site/changelog/a.mdx?truncated=true")],',
    '};',
  ].join('\n');

  test('drops each chunk’s source path and keeps its loader and module id', () => {
    const {code, replaced} = withoutSourcePaths(registry);
    assert.equal(replaced, 2);
    assert.equal(
      code.split('\n')[1],
      '  "002b04d2": [() => import(/* webpackChunkName: "002b04d2" */ "@site/generated/api/create-portal.api.mdx"), ' +
        '"", require.resolveWeak("@site/generated/api/create-portal.api.mdx")],',
    );
    assert.match(code.split('\n')[2], /\), "", require\.resolveWeak\("@site\/changelog\/a\.mdx\?truncated=true"\)\],$/);
  });

  test('reports an unknown registry shape instead of guessing', () => {
    assert.deepEqual(withoutSourcePaths('export default {"a": [load, "x"]};'), {
      code: 'export default {"a": [load, "x"]};',
      replaced: 0,
    });
  });
});
