import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkTagCardDescriptions, {
  DESCRIPTIONS_ATTRIBUTE,
  frontMatterDescription,
  operationsOfTag,
} from '../../plugins/api-reference/tagCardDescriptions';
import type {SidebarItem} from '../../plugins/api-reference/sidebar';

const sidebar: SidebarItem[] = [
  {type: 'doc', id: 'tessera-api'},
  {
    type: 'category',
    label: 'Configs',
    link: {type: 'doc', id: 'configs'},
    items: [
      {type: 'doc', id: 'configs-fetch'},
      {type: 'doc', id: 'configs-deploy'},
    ],
  },
  {type: 'category', label: 'Variants', link: {type: 'doc', id: 'variants'}, items: [{type: 'doc', id: 'get-variant'}]},
];

function cardListTree(): Root {
  return {
    type: 'root',
    children: [{type: 'mdxJsxFlowElement', name: 'DocCardList', attributes: [], children: []} as never],
  };
}

describe('API tag pages carry their cards’ descriptions (the doc index stays off every API page)', () => {
  test('the operations of a tag are the doc items of the category the tag page links', () => {
    assert.deepEqual(operationsOfTag(sidebar, 'configs'), ['configs-fetch', 'configs-deploy']);
    assert.deepEqual(operationsOfTag(sidebar, 'unknown'), []);
  });

  test('a generated page’s description is read from its front matter', () => {
    assert.equal(
      frontMatterDescription('---\nid: x\ndescription: "Fetches a config: the latest."\n---\n\nBody'),
      'Fetches a config: the latest.',
    );
    assert.equal(frontMatterDescription('---\nid: x\n---\n'), undefined);
    assert.equal(frontMatterDescription('No front matter'), undefined);
  });

  test('the tag page’s DocCardList gets the descriptions of that tag’s operations only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tag-cards-'));
    try {
      writeFileSync(path.join(dir, 'configs-fetch.api.mdx'), '---\ndescription: "Fetches a configuration."\n---\n');
      writeFileSync(path.join(dir, 'configs-deploy.api.mdx'), '---\ndescription: Deploys a configuration.\n---\n');
      writeFileSync(path.join(dir, 'get-variant.api.mdx'), '---\ndescription: "Returns a variant."\n---\n');
      const transform = remarkTagCardDescriptions({sidebarItems: () => sidebar});
      const tree = cardListTree();
      transform(tree, {path: path.join(dir, 'configs.tag.mdx')});
      const list = tree.children[0] as unknown as {attributes: {name: string; value: string}[]};
      assert.equal(list.attributes.length, 1);
      assert.equal(list.attributes[0].name, DESCRIPTIONS_ATTRIBUTE);
      assert.deepEqual(JSON.parse(list.attributes[0].value), {
        'configs-fetch': 'Fetches a configuration.',
        'configs-deploy': 'Deploys a configuration.',
      });

      const operationPage = cardListTree();
      transform(operationPage, {path: path.join(dir, 'configs-fetch.api.mdx')});
      assert.deepEqual(operationPage, cardListTree(), 'pages other than tag pages are left as they are');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
