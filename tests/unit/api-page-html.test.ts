import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {deferHiddenPanels} from '../../plugins/api-reference/deferredPanels';
import {DEFERRED_PANEL_ATTRIBUTE} from '../../shared/api-reference/islandNames';
import {openSingleChildObjects} from '../../plugins/api-reference/singleChildObjects';

const URL = '/assets/api-panels/panels.0123456789ab.json';

describe('API pages: hidden tab panels leave the HTML for a file fetched on intent', () => {
  const page =
    '<main><div class="api-island" id="api-island-status-codes"><ul role="tablist"><li role="tab">201</li>' +
    '<li role="tab">400</li></ul><div role="tabpanel" id="p-0"><p>A list of runs.</p>' +
    '<div role="tabpanel" id="p-0-example" hidden=""><pre>{"id": "run_1"}</pre></div></div>' +
    '<div role="tabpanel" id="p-1" hidden=""><p>Bad request.</p><div role="tabpanel" id="p-1-inner" hidden="">x</div>' +
    '</div></div><div role="tabpanel" id="outside" hidden="">not an island</div></main>';

  test('the islands’ hidden panels are emptied, with the file’s address; shown panels and others stay', () => {
    const {html, panels} = deferHiddenPanels(page, () => URL);
    assert.deepEqual(
      Object.keys(panels ?? {}),
      ['p-0-example', 'p-1'],
      'a hidden panel inside a deferred one goes with it',
    );
    assert.equal(panels?.['p-1'], '<p>Bad request.</p><div role="tabpanel" id="p-1-inner" hidden="">x</div>');
    assert.match(
      html,
      new RegExp(`<div role="tabpanel" id="p-1" hidden="" ${DEFERRED_PANEL_ATTRIBUTE}="${URL}"></div>`),
    );
    assert.match(html, /<p>A list of runs\.<\/p>/);
    assert.match(html, /id="outside" hidden="">not an island</);
    assert.doesNotMatch(html, /Bad request|run_1/);
  });

  test('a page without hidden panels is left as it is', () => {
    const plain = '<div class="api-island"><div role="tabpanel" id="a">shown</div></div>';
    assert.deepEqual(
      deferHiddenPanels(plain, () => URL),
      {html: plain},
    );
  });
});

describe('API pages: an object of a single property opens by default', () => {
  const property = (name: string, rows: string[], open = false) =>
    `<details class="openapi-markdown__details" ${open ? 'open="" data-collapsed="false"' : 'data-collapsed="true"'}>` +
    `<summary><span><strong class="openapi-schema__property">${name}</strong></span></summary><div><div>` +
    `<div style="margin-left:1rem"><div><p>About ${name}.</p></div>${rows.join('')}</div></div></div></details>`;
  const row = (content: string) => `<div class="openapi-schema__list-item">${content}</div>`;

  test('closed objects of one property open; objects of several, and open ones, stay as they are', () => {
    const inputs = property('inputs', [row('key')]);
    const data = property('data', [row('steps'), row('name')]);
    const body = property('body', [row(inputs), row(data)], true);
    const {html, opened} = openSingleChildObjects(body);
    assert.equal(opened, 1);
    assert.match(
      html,
      /<details class="openapi-markdown__details" open="" data-collapsed="false"><summary><span><strong class="openapi-schema__property">inputs/,
    );
    assert.match(html, /data-collapsed="true"><summary><span><strong class="openapi-schema__property">data/);
  });

  test('details that are no schema property (response headers) stay closed', () => {
    const headers =
      '<details class="openapi-markdown__details" data-collapsed="true"><summary>Response Headers</summary>' +
      `<div><div><div>${row('Retry-After')}</div></div></div></details>`;
    assert.equal(openSingleChildObjects(headers).opened, 0);
  });
});
