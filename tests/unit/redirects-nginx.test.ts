import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {redirects} from '../../config/redirects';
import {
  apiServerOrigins,
  buildInlineScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  type CspSources,
} from '../../deploy/nginx/csp';
import {COMPRESSIBLE_TYPES, renderNginxMaps, withBaseUrl} from '../../deploy/nginx/maps';
import {loadApiModel} from '../../plugins/api-reference/model';
import {DEFAULT_SERVICE_UPSTREAM, SERVICE_LOCATION, parseServiceUpstreams} from '../../deploy/nginx/upstreams';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nginxConf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');

/** sha256 of "alert(1)", base64: a fixed vector, so the test does not re-derive what it checks. */
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

const csp: CspSources = {
  scriptHashes: [ALERT_HASH],
  connectOrigins: ['https://ask.example'],
  scriptOrigins: [],
  apiOrigins: ['https://api.example'],
};

/** The value of one CSP directive, e.g. "'self' data:". */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('the generated nginx maps', () => {
  const maps = renderNginxMaps({redirects, baseUrl: '/', csp});

  test('redirect every legacy path to its page, one line each', () => {
    for (const {from, to} of redirects) {
      const lines = maps.split('\n').filter((line) => line.trim().startsWith(`"${from}" `));
      assert.equal(lines.length, 1, `one map line for ${from}`);
      assert.match(lines[0], new RegExp(`^\\s+"${from}"\\s+"${to}";$`));
    }
  });

  test('prefix paths, assets and the 404 page with a sub-path base URL', () => {
    const underDocs = renderNginxMaps({redirects, baseUrl: '/docs/', csp});
    assert.match(underDocs, /^\s+"\/docs\/reference\/api"\s+"\/docs\/reference\/api\/category";$/m);
    assert.match(underDocs, /"~\^\(200\|206\|304\):\/docs\/assets\/" "public, max-age=31536000, immutable";/);
    assert.match(underDocs, /default "\/docs\/404\.html";/);
    assert.doesNotMatch(underDocs, /^\s+"\/reference\//m, 'no path without the base URL');
    assert.equal(withBaseUrl('/docs/', '/a/b'), '/docs/a/b');
    assert.equal(withBaseUrl('/', '/a/b'), '/a/b');
  });

  test('add brotli only on request', () => {
    assert.doesNotMatch(maps, /brotli/);
    const withBrotli = renderNginxMaps({redirects, baseUrl: '/', csp, brotli: true});
    assert.match(withBrotli, /^brotli on;$/m);
    assert.match(withBrotli, /^brotli_types text\/css .*application\/wasm/m);
  });

  test('refuse values that would break out of an nginx string', () => {
    // No space, so that the site-path check lets it through and the quoting is what refuses it.
    const broken = [{from: '/a";return"x', to: '/b'}];
    assert.throws(() => renderNginxMaps({redirects: broken, baseUrl: '/', csp}), /Cannot write/);
    assert.throws(
      () => renderNginxMaps({redirects, baseUrl: '/', csp: {...csp, connectOrigins: ['https://$host']}}),
      /Cannot write/,
    );
  });

  test('refuse redirects and base URLs that would leave the site', () => {
    for (const [from, to] of [
      ['/old', '//evil.example'],
      ['/old', '/\\evil.example'],
      ['/old', '/\tevil.example'],
      ['/old', 'https://evil.example/'],
      ['/old', '/new\r\nSet-Cookie: x'],
      ['//old', '/new'],
      ['/o\\ld', '/new'],
    ]) {
      assert.throws(
        () => renderNginxMaps({redirects: [{from, to}], baseUrl: '/', csp}),
        /is not a path on this site/,
        JSON.stringify({from, to}),
      );
    }
    for (const baseUrl of ['//evil.example/', '/\\docs/', 'docs/']) {
      assert.throws(
        () => renderNginxMaps({redirects, baseUrl, csp}),
        /BASE_URL .* is not a path on this site/,
        baseUrl,
      );
    }
  });

  test('send every service path to the service upstream, one replica by default', () => {
    assert.match(maps, new RegExp(`^upstream tessera_service \\{\\n    server ${DEFAULT_SERVICE_UPSTREAM};\\n`, 'm'));
    assert.match(nginxConf, new RegExp(`^    location \\^~ ${SERVICE_LOCATION} \\{$`, 'm'));
    assert.match(nginxConf, new RegExp(`proxy_pass http://tessera_service/;`), 'the trailing slash strips the prefix');
    assert.match(nginxConf, /^\s+proxy_buffering off;$/m);
    assert.match(nginxConf, /^\s+limit_req zone=tessera_service_rate /m);
    assert.match(nginxConf, /^\s+limit_conn tessera_service_streams \d+;$/m);
    assert.match(nginxConf, /^\s+proxy_set_header X-Forwarded-For \$remote_addr;$/m);
  });

  test('balance several replicas by open connections', () => {
    const replicated = renderNginxMaps({
      redirects,
      baseUrl: '/',
      csp,
      serviceUpstreams: ['10.0.0.5:8787', 'service-b.internal:8787'],
    });
    assert.match(
      replicated,
      /^upstream tessera_service \{\n {4}least_conn;\n {4}server 10\.0\.0\.5:8787;\n {4}server service-b\.internal:8787;\n/m,
    );
  });

  test('leave the service its own Cache-Control', () => {
    const cacheMap = /map "\$status:\$uri" \$tessera_cache_control \{([^}]*)\}/.exec(maps)?.[1] ?? '';
    const firstRule = cacheMap.trim().split('\n')[0].trim();
    assert.equal(firstRule, `"~^[0-9]+:${SERVICE_LOCATION}" "";`, 'an empty value: nginx adds no header');
  });

  test('define every $tessera_ variable deploy/nginx.conf reads', () => {
    const defined = new Set(
      [...`${maps}\n${nginxConf}`.matchAll(/(?:map\s+\S+\s+\$|\?<)(tessera_\w+)/g)].map((match) => match[1]),
    );
    const used = new Set([...`${maps}\n${nginxConf}`.matchAll(/\$(tessera_\w+)/g)].map((match) => match[1]));
    assert.deepEqual(
      [...used].filter((name) => !defined.has(name)),
      [],
    );
    assert.match(nginxConf, /^include tessera-docs\/maps\.conf;$/m, 'nginx.conf includes the generated maps');
  });

  test('compress the same types as the gzip settings of deploy/nginx.conf', () => {
    const gzipTypes = /gzip_types([^;]+);/.exec(nginxConf)?.[1].trim().split(/\s+/) ?? [];
    assert.deepEqual([...gzipTypes].sort(), [...COMPRESSIBLE_TYPES].sort());
  });
});

describe('TESSERA_SERVICE_UPSTREAM', () => {
  test('defaults to the service on 127.0.0.1:8787', () => {
    assert.deepEqual(parseServiceUpstreams(undefined), ['127.0.0.1:8787']);
    assert.deepEqual(parseServiceUpstreams(' '), ['127.0.0.1:8787']);
  });

  test('takes host:port, IPv6 and Unix socket addresses, separated by commas', () => {
    assert.deepEqual(parseServiceUpstreams('10.0.0.5:8787, ask-ai:8787,[::1]:9000,unix:/run/tessera-docs.sock'), [
      '10.0.0.5:8787',
      'ask-ai:8787',
      '[::1]:9000',
      'unix:/run/tessera-docs.sock',
    ]);
    assert.deepEqual(parseServiceUpstreams('10.0.0.5:8787,10.0.0.5:8787'), ['10.0.0.5:8787'], 'each replica once');
  });

  test('refuses anything nginx would not take as a server address, naming it', () => {
    for (const value of [
      'http://127.0.0.1:8787',
      '127.0.0.1',
      '127.0.0.1:8787/service',
      '127.0.0.1:99999',
      '127.0.0.1:8787; return 200',
      'host name:8787',
    ]) {
      assert.throws(() => parseServiceUpstreams(value), /TESSERA_SERVICE_UPSTREAM: ".+" is not an address/, value);
    }
  });
});

describe('the Content-Security-Policy', () => {
  const sources: CspSources = {
    scriptHashes: [ALERT_HASH, ALERT_HASH],
    connectOrigins: ['https://b.example', 'https://a.example', 'https://a.example'],
    scriptOrigins: ['https://scripts.example'],
    apiOrigins: ['https://api.example'],
  };
  const policy = contentSecurityPolicy(sources);
  const apiPagesPolicy = contentSecurityPolicy(sources, 'api-pages');

  test('allows the site, no eval anywhere (no WebAssembly either: search runs in JavaScript), and no inline script but the hashed ones', () => {
    for (const value of [policy, apiPagesPolicy]) {
      assert.equal(directive(value, 'default-src'), "'self'");
      assert.equal(directive(value, 'script-src'), `'self' https://scripts.example ${ALERT_HASH}`, 'each source once');
      assert.doesNotMatch(value, /unsafe-eval|wasm-unsafe-eval/);
      assert.equal(directive(value, 'object-src'), "'none'");
      assert.equal(directive(value, 'base-uri'), "'self'");
    }
  });

  test('lets every page call the site and its configured services only, and nobody frame them', () => {
    assert.equal(directive(policy, 'connect-src'), "'self' https://a.example https://b.example");
    assert.equal(directive(policy, 'frame-ancestors'), "'none'");
  });

  test('lets the API pages call the API servers and a self-hosted API (HTTPS, or HTTP on loopback)', () => {
    assert.equal(
      directive(apiPagesPolicy, 'connect-src'),
      "'self' https: http://localhost:* http://127.0.0.1:* https://api.example https://a.example https://b.example",
    );
    assert.doesNotMatch(
      directive(apiPagesPolicy, 'connect-src') ?? '',
      /(^| )http:( |$)/,
      'plain HTTP only on loopback',
    );
    assert.equal(directive(apiPagesPolicy, 'frame-ancestors'), "'none'");
  });

  test('is chosen by path in the generated maps: the API pages get theirs, under the base URL', () => {
    const maps = renderNginxMaps({redirects, baseUrl: '/docs/', csp});
    const block = maps.slice(maps.indexOf('map $uri $tessera_csp {'));
    const entries = block
      .slice(0, block.indexOf('}'))
      .split('\n')
      .slice(1, -1)
      .map((line) => line.trim());
    assert.deepEqual(
      entries.map((line) => line.split(' ')[0]),
      ['"~^/docs/reference/api/"', 'default'],
    );
    assert.match(entries[0], /connect-src 'self' https: /);
    assert.match(entries[1], /connect-src 'self' https:\/\/ask\.example;/);
  });

  test('allows inline styles (Mermaid diagrams, React style attributes) and data: images', () => {
    assert.equal(directive(policy, 'style-src'), "'self' 'unsafe-inline'");
    assert.equal(directive(policy, 'img-src'), "'self' data:");
  });
});

describe('inline script hashes', () => {
  test('cover executable inline scripts only', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module">alert(1)</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script data-rh="true" type=text/javascript>alert(2)</script>',
    ].join('\n');
    const hashes = inlineScriptHashes(html);
    assert.equal(hashes.length, 3);
    assert.equal(hashes[0], ALERT_HASH);
    assert.equal(hashes[1], ALERT_HASH);
    assert.notEqual(hashes[2], ALERT_HASH);
  });

  test('are read from every page of a build except the legacy redirect pages', (t) => {
    const build = mkdtempSync(path.join(tmpdir(), 'tessera-build-'));
    t.after(() => rmSync(build, {recursive: true, force: true}));
    writeFileSync(path.join(build, 'index.html'), '<script>alert(1)</script>');
    mkdirSync(path.join(build, 'a/b'), {recursive: true});
    writeFileSync(path.join(build, 'a/b/index.html'), '<script>alert(1)</script><script>theme()</script>');
    const legacy = redirects[0].from;
    mkdirSync(path.join(build, legacy), {recursive: true});
    writeFileSync(path.join(build, legacy, 'index.html'), "<script>window.location.href = '/x';</script>");

    const hashes = buildInlineScriptHashes(build, redirects);
    assert.equal(hashes.length, 2, 'alert(1) once, theme() once, the redirect page not at all');
    assert.ok(hashes.includes(ALERT_HASH));
  });

  test('need a build', () => {
    assert.throws(() => buildInlineScriptHashes(path.join(tmpdir(), 'no-such-build'), redirects), /npm run build/);
  });
});

describe('API server origins for the Try-it explorer', () => {
  test('come from the servers of the OpenAPI description, variables at their defaults', () => {
    const servers = [
      {url: 'https://cloud.example/api'},
      {url: '{scheme}://{host}/api', variables: {scheme: {default: 'http'}, host: {default: 'localhost:8000'}}},
      {url: '/relative'},
    ];
    assert.deepEqual(apiServerOrigins(servers), ['https://cloud.example', 'http://localhost:8000']);
  });

  test('include the hosted API of the real description', async () => {
    const origins = apiServerOrigins((await loadApiModel(path.join(root, 'docs/reference/openapi.yaml'))).servers);
    assert.ok(origins.length > 0, 'docs/reference/openapi.yaml lists at least one absolute server URL');
    assert.ok(
      origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)),
      origins.join(', '),
    );
  });
});

describe('npm run gen:nginx', () => {
  test("writes the maps for a build where --out says, with the build's script hashes and the redirects", (t) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-gen-nginx-'));
    t.after(() => rmSync(dir, {recursive: true, force: true}));
    const build = path.join(dir, 'build');
    mkdirSync(build);
    writeFileSync(path.join(build, 'index.html'), '<script>alert(1)</script>');
    const out = path.join(dir, 'maps.conf');

    const run = spawnSync('npm', ['run', '--silent', 'gen:nginx', '--', '--build-dir', build, '--out', out], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, BASE_URL: '/', TESSERA_SERVICE_UPSTREAM: ''},
    });
    assert.equal(run.status, 0, run.stderr);
    const maps = readFileSync(out, 'utf8');
    assert.ok(maps.includes(ALERT_HASH), "the CSP lists the hash of the build's inline script");
    assert.ok(maps.includes(`"${redirects[0].from}"`), 'the first legacy path is in the redirect map');
    assert.match(maps, /^upstream tessera_service \{$/m);
  });
});
