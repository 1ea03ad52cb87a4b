import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveServerUrl} from '../../plugins/api-reference/serverUrl';
import {ORIGIN_VARIABLE, tryItServer} from '../../src/theme/ApiItem/TryIt/server';

const operation = {
  method: 'post',
  path: '/keys',
  servers: [
    {url: 'https://cloud.tessera.example/api', description: 'Tessera Cloud'},
    {url: '{scheme}://{host}/api', variables: {scheme: {default: 'http'}, host: {default: 'localhost'}}},
  ],
};

/** Where "Try it" sends once the switch's origin is set, as the request builder resolves its server. */
const sentTo = (origin?: string) => resolveServerUrl(tryItServer(operation, origin));

describe('"Try it" server', () => {
  test('is the Cloud base URL the request samples show, until the reader picks a host', () => {
    assert.equal(sentTo(), 'https://cloud.tessera.example/api');
    assert.equal(sentTo('https://cloud.tessera.example'), 'https://cloud.tessera.example/api');
  });

  test("is the switch's self-hosted origin with the samples' base path", () => {
    assert.equal(sentTo('http://127.0.0.1:4010'), 'http://127.0.0.1:4010/api');
    assert.equal(sentTo('https://tessera.example.com'), 'https://tessera.example.com/api');
  });

  test('changes with one variable, which is what the builder sets when the switch changes', () => {
    const server = tryItServer(operation);
    const switched = {...server, variables: {[ORIGIN_VARIABLE]: {default: 'http://localhost:8080'}}};
    assert.equal(resolveServerUrl(switched), 'http://localhost:8080/api');
  });

  test('leaves a server that does not name the Cloud host as it is, as the samples do', () => {
    const elsewhere = {...operation, servers: [{url: 'https://api.partner.example/v2/'}]};
    assert.equal(resolveServerUrl(tryItServer(elsewhere, 'http://localhost')), 'https://api.partner.example/v2');
  });
});
