import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {distinctPages, firstAnswerRank, score} from '../../scripts/bench/relevanceMetrics';

describe('relevance metrics of bench:search', () => {
  it('count a query as found at the rank of its first answer among distinct pages', () => {
    assert.deepEqual(distinctPages(['/a#x', '/a#y', '/b', '/a']), ['/a', '/b']);
    assert.equal(firstAnswerRank(['/a', '/b', '/c'], ['/c', '/b']), 2);
    assert.equal(firstAnswerRank(['/a'], ['/z']), 0);
  });

  it('give recall@1, recall@5 and MRR@10, and list the queries missed in the top five', () => {
    const rankings: Record<string, string[]> = {
      first: ['/answer', '/other'],
      third: ['/x', '/y#s', '/answer#section'],
      sixth: ['/1', '/2', '/3', '/4', '/5', '/answer'],
      missing: ['/1'],
    };
    const result = score(
      Object.keys(rankings).map((query) => ({query, answers: ['/answer']})),
      (query) => rankings[query],
    );
    assert.equal(result.recallAt1, 1 / 4);
    assert.equal(result.recallAt5, 2 / 4);
    assert.equal(result.mrrAt10, (1 + 1 / 3 + 1 / 6) / 4);
    assert.deepEqual(
      result.misses.map((miss) => miss.query),
      ['sixth', 'missing'],
    );
  });
});
