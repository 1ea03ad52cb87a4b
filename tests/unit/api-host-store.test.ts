import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';

// The store reads window.localStorage and listens for `storage` events; Node gets the two, and nothing else.
const stored = new Map<string, string>();
const events = new EventTarget();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  },
});
type Store = typeof import('../../src/components/ApiHostSwitch/store');
let store: Store;
const STORAGE_KEY = 'tessera.apiHost';
before(async () => {
  store = await import('../../src/components/ApiHostSwitch/store');
  assert.equal(store.STORAGE_KEY, STORAGE_KEY);
});

/** A `storage` event as another tab's write delivers it. */
function otherTabWrites(value: string): void {
  stored.set(STORAGE_KEY, value);
  events.dispatchEvent(Object.assign(new Event('storage'), {key: STORAGE_KEY}));
}

describe('host choice store', () => {
  test('a first visit shows Cloud', () => {
    assert.equal(store.getHostChoice(), store.DEFAULT_CHOICE);
    assert.equal(store.getApiOrigin(), 'https://cloud.tessera.example');
  });

  test('a choice is stored, read back as the same object, and announced to subscribers', () => {
    let calls = 0;
    const stop = store.subscribeHostChoice(() => (calls += 1));
    store.setHostChoice({mode: 'self-hosted', selfHostedOrigin: 'https://tessera.corp.test'});
    stop();
    assert.equal(calls, 1);
    assert.equal(store.getApiOrigin(), 'https://tessera.corp.test');
    assert.equal(store.getHostChoice(), store.getHostChoice(), 'useSyncExternalStore needs a stable snapshot');
    assert.deepEqual(JSON.parse(stored.get(STORAGE_KEY) ?? ''), {
      mode: 'self-hosted',
      selfHostedOrigin: 'https://tessera.corp.test',
    });
  });

  test("another tab's change reaches subscribers", () => {
    let calls = 0;
    const stop = store.subscribeHostChoice(() => (calls += 1));
    otherTabWrites(JSON.stringify({mode: 'self-hosted', selfHostedOrigin: 'http://10.0.0.5:8081'}));
    stop();
    assert.equal(calls, 1);
    assert.equal(store.getApiOrigin(), 'http://10.0.0.5:8081');
  });

  test('a stored address that does not validate (edited by hand, or a path trick) counts as Cloud', () => {
    for (const raw of [
      JSON.stringify({mode: 'self-hosted', selfHostedOrigin: 'javascript:alert(1)'}),
      JSON.stringify({mode: 'self-hosted', selfHostedOrigin: 'https://evil.test/x?'}),
      '{not json',
    ]) {
      stored.set(STORAGE_KEY, raw);
      assert.equal(store.getApiOrigin(), 'https://cloud.tessera.example', raw);
    }
  });
});
