import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {halfOf, QUERY_KINDS, sharedWords, splitHalves} from '../../scripts/bench/querySets';

describe("the relevance bench's query sets", () => {
  it('hold at least 40 queries of each new kind', () => {
    for (const kind of ['errors', 'agent', 'ownWords']) {
      const set = QUERY_KINDS.find((entry) => entry.kind === kind);
      assert.ok(set && set.queries.length >= 40, kind);
    }
  });

  it('split every set into a tuning half and a held-out half by the text of each query alone', () => {
    for (const set of QUERY_KINDS) {
      const halves = splitHalves(set.queries);
      assert.equal(halves.tuning.length + halves.heldOut.length, set.queries.length);
      assert.ok(halves.tuning.length > 0 && halves.heldOut.length > 0, set.kind);
      const reordered = splitHalves([...set.queries].reverse());
      assert.deepEqual(new Set(reordered.tuning), new Set(halves.tuning), 'order does not move a query');
    }
    assert.equal(halfOf('How do I roll back?'), halfOf('  how do i roll back?  '));
  });

  it('tell an own-words question from one that borrows the title or a heading', () => {
    assert.deepEqual(sharedWords('How do I get the padlock in the browser?', ['Using SSL', 'Verify HTTPS']), []);
    assert.deepEqual(sharedWords('Which services keep running?', ['Restart a service']), ['servic']);
  });
});
