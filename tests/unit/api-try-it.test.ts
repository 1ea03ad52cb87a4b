import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveServerUrl} from '../../shared/api-reference/serverUrl';
import {adviceForStatus, explainFailure, probeReachable} from '../../src/theme/ApiItem/TryIt/failure';
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

describe('"Try it" failures', () => {
  const facts = {
    url: 'https://tessera.internal.example/api/keys',
    pageOrigin: 'https://docs.tessera.example',
    timedOut: false,
    timeoutMs: 30_000,
    blockedByPolicy: false,
    reachable: false,
  };

  test('an unreachable host names the address and where to change it, or the cURL sample', () => {
    const report = explainFailure(facts);
    assert.equal(report.kind, 'unreachable');
    assert.match(report.title, /^Could not reach https:\/\/tessera\.internal\.example: /);
    assert.match(report.title, /does not resolve.*nothing answers.*TLS certificate/);
    assert.match(report.advice, /Code samples for.*cURL sample/);
  });

  test('a host that answers but refused the request is a CORS refusal, with the origin to allow', () => {
    const report = explainFailure({...facts, reachable: true});
    assert.equal(report.kind, 'cors');
    assert.match(
      report.title,
      /answered, but does not allow requests from this page \(https:\/\/docs\.tessera\.example\)/,
    );
    assert.match(report.advice, /Allow https:\/\/docs\.tessera\.example/);
  });

  test('a timeout, a policy refusal, mixed content and a broken address each say so', () => {
    assert.equal(
      explainFailure({...facts, timedOut: true}).title,
      'https://tessera.internal.example did not answer within 30 seconds.',
    );
    assert.match(explainFailure({...facts, blockedByPolicy: true}).advice, /Reload the page/);
    assert.equal(explainFailure({...facts, url: 'http://tessera.lan/api/keys'}).kind, 'mixed-content');
    assert.equal(
      explainFailure({...facts, url: 'http://127.0.0.1:4010/api/keys'}).kind,
      'unreachable',
      'loopback is no mixed content',
    );
    assert.equal(explainFailure({...facts, url: 'javascript:alert(1)'}).kind, 'invalid-url');
    assert.equal(explainFailure({...facts, url: 'not a url'}).kind, 'invalid-url');
  });

  test('probes reachability with a request CORS cannot refuse', async () => {
    const seen: RequestInit[] = [];
    const answering = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response(null);
    }) as unknown as typeof fetch;
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    assert.equal(await probeReachable(facts.url, answering), true);
    assert.equal(seen[0].mode, 'no-cors');
    assert.equal(await probeReachable(facts.url, failing), false);
  });

  test('HTTP errors come with a line on what to check; successes with none', () => {
    assert.equal(adviceForStatus(201), undefined);
    assert.match(adviceForStatus(401) ?? '', /key/);
    assert.match(adviceForStatus(418) ?? '', /refused/);
    assert.match(adviceForStatus(503) ?? '', /server failed/);
  });
});
