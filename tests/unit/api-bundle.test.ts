import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {ISLAND_COMPONENTS, islandId, type IslandName} from '../../shared/api-reference/islandNames';
import {API_ROUTE} from '../../shared/api-reference/paths';
import {OPERATIONS_URL_DIR, SAMPLES_URL_DIR} from '../../plugins/api-reference/sampleDelivery';

/**
 * Reads the production build (`npm run build`; scripts/test-all.sh runs this file again after building). An API
 * page must not ship a code generator: its request samples are built ahead, and the request builder loads on "Try it".
 */
const buildDir = path.resolve(__dirname, '../../build');
const jsDir = path.join(buildDir, 'assets/js');
const apiPage = path.join(buildDir, API_ROUTE, 'create-api-key/index.html');
const docsPage = path.join(buildDir, 'evaluation/concepts/index.html');
const skip = existsSync(apiPage) ? false : 'no build: run `npm run build` first';

/** Strings that only postman-code-generators' code holds (its API and one of its PHP variants' names). */
const CODE_GENERATOR = ['getLanguageList', 'HTTP_Request2'];
/** The request builder's send button label: in a script the page loads at once, the builder would come with it. */
const REQUEST_BUILDER = 'Send API Request';
/** A label the API pages' accessibility repairs give the theme's tab arrows (src/theme/ApiItem/accessibilityRepairs.ts). */
const ACCESSIBILITY_REPAIRS = 'Scroll tabs left';

/** A class name only the OpenAPI theme's schema code writes (its schema trees); the islands keep the server's HTML. */
const SCHEMA_CODE = 'openapi-schema__list-item';
/** Marks the code that keeps the islands in the browser (plugins/api-reference/islands/StaticIsland.tsx). */
const ISLAND_KEEPER = 'This part of the page could not be loaded';

const read = (file: string) => readFileSync(file, 'utf8');
const scriptsHolding = (signature: string) =>
  readdirSync(jsDir).filter((name) => name.endsWith('.js') && read(path.join(jsDir, name)).includes(signature));

function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)/g)].map((match) => path.join(buildDir, match[1]));
}

describe('API pages in the build', {skip}, () => {
  test('no script of the site contains the code generator', () => {
    const withGenerator = readdirSync(jsDir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => {
        const code = read(path.join(jsDir, name));
        return CODE_GENERATOR.some((signature) => code.includes(signature));
      });
    assert.deepEqual(withGenerator, []);
  });

  test("the page's own scripts hold neither the code generator nor the request builder", () => {
    const scripts = scriptsOf(read(apiPage));
    assert.ok(scripts.length >= 2, 'the page loads the runtime and main scripts');
    for (const script of scripts) {
      const code = read(script);
      for (const signature of [...CODE_GENERATOR, REQUEST_BUILDER]) {
        assert.ok(!code.includes(signature), `${path.basename(script)} contains "${signature}"`);
      }
    }
  });

  test("a docs page's scripts hold none of the API pages' code, their accessibility repairs included", () => {
    for (const script of scriptsOf(read(docsPage))) {
      const code = read(script);
      for (const signature of [...CODE_GENERATOR, REQUEST_BUILDER, ACCESSIBILITY_REPAIRS]) {
        assert.ok(!code.includes(signature), `${path.basename(script)} contains "${signature}"`);
      }
    }
  });

  test('the HTML holds every language tab but only the first sample, the Cloud host marked, and the title', () => {
    const html = read(apiPage);
    const samples = html.slice(html.indexOf('openapi-right-panel__container'));
    assert.equal([...samples.matchAll(/role="?tab"?[\s>]/g)].length, 9, 'one tab per language');
    assert.equal([...samples.matchAll(/role="?tabpanel"?[\s>]/g)].length, 9, 'one panel per language');
    assert.equal([...samples.matchAll(/<pre[^>]*api-code-sample/g)].length, 1, 'one sample: the others load on intent');
    assert.match(samples, /<pre[^>]*api-code-sample[^>]*language-python/, 'the first language, Python');
    const hosts = [...samples.matchAll(/<span data-api-host="?"?>([^<]+)<\/span>/g)].map((match) => match[1]);
    assert.ok(hosts.length >= 1, `the sample marks its host (${hosts.length})`);
    assert.deepEqual([...new Set(hosts)], ['https://cloud.tessera.example/api']);
    assert.match(html, /<h1[^>]*>Create API key<\/h1>/);
    assert.match(html, />Try it<\/button>/);
  });

  test("every language's sample of a page is in one hashed file of the build, each host marked", () => {
    const samplesDir = path.join(buildDir, SAMPLES_URL_DIR);
    const files = readdirSync(samplesDir).filter((name) => /^create-api-key\.[0-9a-f]{8}\.json$/.test(name));
    assert.equal(files.length, 1, `one file for the page: ${files.join(', ')}`);
    const samples = JSON.parse(read(path.join(samplesDir, files[0]))) as {language: string; html: string}[];
    assert.equal(samples.length, 9);
    assert.equal(samples[0].language, 'python');
    for (const sample of samples) assert.match(sample.html, /data-api-host/, `${sample.language} marks its host`);
    assert.ok(read(apiPage).length < 176_000, 'the page is lighter than with every sample rendered in');
  });

  test('the HTML holds the parameters, request body and response schemas, not placeholders for scripts', () => {
    const leftColumn = (page: string) => {
      const html = read(path.join(buildDir, 'reference/api', page, 'index.html'));
      assert.doesNotMatch(html, /openapi-skeleton/, `${page}: no loading skeleton`);
      return html.slice(0, html.indexOf('openapi-right-panel__container'));
    };
    const parameters = leftColumn('fetch-trace-by-id');
    assert.match(parameters, />Path Parameters</);
    assert.match(parameters, /class="?openapi-schema__property"?>trace_id</);
    const bodies = leftColumn('configs-fetch');
    assert.match(bodies, /class="?openapi-schema__property"?>application_ref</, 'request body');
    assert.match(bodies, /class="?openapi-schema__property"?>variant_lifecycle</, 'response');
  });

  test('the theme\'s schema code is only in the request builder\'s scripts, which load on "Try it"', () => {
    const withSchemaCode = scriptsHolding(SCHEMA_CODE);
    assert.ok(withSchemaCode.length > 0, 'the request builder still draws schemas');
    // The bundler may split the lazy "Try it" import into several chunks, loaded together: `Promise.all([e("a"), …])`.
    const chunkId = (name: string) => name.split('.')[0];
    const builderChunks = new Set(scriptsHolding(REQUEST_BUILDER).map(chunkId));
    assert.ok(builderChunks.size > 0, 'a script holds the request builder');
    const loadedWithBuilder = new Set<string>();
    for (const name of readdirSync(jsDir).filter((file) => file.endsWith('.js'))) {
      for (const [group] of read(path.join(jsDir, name)).matchAll(/Promise\.all\(\[(?:\w+\.e\("\w+"\),?)+\]\)/g)) {
        const ids = [...group.matchAll(/\.e\("(\w+)"\)/g)].map((match) => match[1]);
        if (ids.some((id) => builderChunks.has(id))) for (const id of ids) loadedWithBuilder.add(id);
      }
    }
    for (const name of withSchemaCode) {
      const id = chunkId(name);
      assert.ok(
        builderChunks.has(id) || loadedWithBuilder.has(id),
        `${name} has schema code but is not loaded with the request builder`,
      );
    }
  });

  test('the page keeps each part of its left column as a server-rendered island, and names its operation’s file', () => {
    const html = read(path.join(buildDir, 'reference/api/configs-fetch/index.html'));
    const data =
      /<div id="?api-island-operation-data"? class="?api-island"? hidden[^>]*><script type="?application\/json"?>([^<]+)<\/script>/.exec(
        html,
      );
    assert.ok(data, 'the data island is in the page');
    // The operation itself was a quarter of the page's gzip bytes: "Try it" fetches it from a hashed file.
    const {operationUrl} = JSON.parse(data[1]) as {operationUrl: string};
    assert.match(operationUrl, new RegExp(`^${OPERATIONS_URL_DIR}/configs-fetch\\.[0-9a-f]{8}\\.json$`));
    const operation = JSON.parse(read(path.join(buildDir, operationUrl))) as {method: string; path: string};
    assert.deepEqual([operation.method, operation.path], ['post', '/variants/configs/fetch']);
    assert.ok(data[1].length < 200, `the island names the file, nothing more (${data[1].length} characters)`);
    for (const name of Object.keys(ISLAND_COMPONENTS) as IslandName[]) {
      assert.match(html, new RegExp(`<div id="?${islandId(name)}"? class="?api-island"?[ >]`), name);
    }
  });

  test('the examples of every island come highlighted from the server: no page highlights them in the browser', () => {
    const apiDir = path.join(buildDir, API_ROUTE);
    let blocks = 0;
    const plain: string[] = [];
    for (const page of readdirSync(apiDir)) {
      const file = path.join(apiDir, page, 'index.html');
      if (!existsSync(file)) continue;
      const html = read(file);
      // The hidden tab panels (other responses, examples behind a Schema tab) wait in a file of their own.
      const deferred = [...new Set(html.match(/(?<=data-deferred-panel=")[^"]+/g) ?? [])].flatMap((url) =>
        Object.values(JSON.parse(read(path.join(buildDir, url))) as Record<string, string>),
      );
      const islands = [
        html.slice(html.indexOf('api-island-'), html.indexOf('openapi-right-panel__container')),
        ...deferred,
      ].join('');
      for (const [, language, code] of islands.matchAll(/<pre[^>]*language-(\w+)[^>]*><code[^>]*>(.*?)<\/code>/gs)) {
        blocks += 1;
        if (language !== 'text' && !code.includes('class="token ')) plain.push(`${page}: ${code.slice(0, 80)}`);
      }
    }
    assert.ok(blocks > 300, `examples found in the islands: ${blocks}`);
    assert.deepEqual(plain.slice(0, 5), [], `${plain.length} plain examples`);
  });

  test("a page's own script carries neither its schemas nor its operation, only the code samples", () => {
    // The page's module: its metadata and its exports (the sidebar's chunk names the page too, without samples).
    const [pageScript, ...others] = scriptsHolding('"id":"configs-fetch"').filter((name) =>
      read(path.join(jsDir, name)).includes('codeSamples'),
    );
    assert.ok(pageScript && others.length === 0, 'one script holds the page and its built samples');
    const code = read(path.join(jsDir, pageScript));
    assert.ok(!code.includes('variant_lifecycle'), 'a response property of the page is there');
    assert.ok(!/"api":"[A-Za-z0-9+/]{100}/.test(code), "the operation is in the page's front matter");
  });

  test('what the API pages share before the reader interacts stays small: the island keeper, not the theme', () => {
    const [shared, ...others] = scriptsHolding(ISLAND_KEEPER);
    assert.ok(shared && others.length === 0, 'one chunk holds the island keeper');
    const gzipped = gzipSync(readFileSync(path.join(jsDir, shared))).length;
    // 143 KB when it held the theme's schema code and store; ~4 KB with the islands.
    assert.ok(gzipped < 12_000, `${shared}: ${gzipped} B gzip`);
  });
});
