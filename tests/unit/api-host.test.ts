import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import YAML from 'yaml';
import remarkApiHostSwitch, {SWITCH_COMPONENT} from '../../plugins/api-host/remarkApiHostSwitch';
import {SELF_HOSTED_NOTE} from '../../plugins/llms';
import {mdxToMarkdown} from '../../plugins/llms/mdxToMarkdown';
import {CLOUD_ORIGIN, mentionsCloudHost, parseSelfHostedOrigin, rewriteHost} from '../../shared/apiHost';
import {cloneCommand} from '../../shared/cloneCommand';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('rewriteHost', () => {
  test('replaces every mention of the Cloud host, keeping the paths after it', () => {
    const sample = [
      'curl https://cloud.tessera.example/api/apps \\',
      '  -H "Authorization: ApiKey $TESSERA_API_KEY"',
      'export OTEL_EXPORTER_OTLP_ENDPOINT="https://cloud.tessera.example/api/otlp"',
      'host = os.environ.get("TESSERA_HOST", "https://cloud.tessera.example")',
    ].join('\n');
    const shown = rewriteHost(sample, 'https://tessera.corp.test:8443');
    assert.ok(!shown.includes('cloud.tessera.example'));
    assert.match(shown, /curl https:\/\/tessera\.corp\.test:8443\/api\/apps \\/);
    assert.match(shown, /"https:\/\/tessera\.corp\.test:8443\/api\/otlp"/);
    assert.match(shown, /"TESSERA_HOST", "https:\/\/tessera\.corp\.test:8443"\)/);
  });

  test('leaves samples that name no host, or another host, exactly as written', () => {
    const samples = [
      'pip install -U tessera',
      'curl -s http://localhost/api/health',
      'https://cloud.tessera.example.org/api and https://cloud.tessera.example-eu/api',
      'https://cloud.tessera.example:8443/api',
    ];
    for (const sample of samples) {
      assert.equal(rewriteHost(sample, 'http://localhost'), sample);
      assert.equal(mentionsCloudHost(sample), false, sample);
    }
  });

  test('shows the text unchanged for Cloud, and knows which texts would change', () => {
    const sample = `TESSERA_HOST=${CLOUD_ORIGIN}`;
    assert.equal(rewriteHost(sample, CLOUD_ORIGIN), sample);
    assert.equal(mentionsCloudHost(sample), true);
    assert.equal(mentionsCloudHost(sample), true, 'the global pattern keeps no state between calls');
  });

  test('shows the chosen host as the default of the shell samples’ ${TESSERA_HOST:-…} expression', () => {
    const sample = `curl "\${TESSERA_HOST:-${CLOUD_ORIGIN}}/api/apps" \\\n  -H "Authorization: ApiKey $TESSERA_API_KEY"`;
    assert.equal(
      rewriteHost(sample, 'http://localhost:8080'),
      'curl "${TESSERA_HOST:-http://localhost:8080}/api/apps" \\\n  -H "Authorization: ApiKey $TESSERA_API_KEY"',
    );
    const python = `host = os.environ.get("TESSERA_HOST", "${CLOUD_ORIGIN}")`;
    assert.equal(rewriteHost(python, 'http://localhost'), 'host = os.environ.get("TESSERA_HOST", "http://localhost")');
  });

  test('inserts the host literally, even if it holds characters special to replace()', () => {
    assert.equal(rewriteHost(`${CLOUD_ORIGIN}/api`, 'http://a$&b'), 'http://a$&b/api');
  });

  test('the Cloud host is the origin of the first server of the API description', () => {
    const spec = YAML.parse(readFileSync(path.join(root, 'docs/reference/openapi.yaml'), 'utf8')) as {
      servers: {url: string}[];
    };
    assert.equal(new URL(spec.servers[0].url).origin, CLOUD_ORIGIN);
  });
});

describe('parseSelfHostedOrigin', () => {
  test('accepts http and https origins, with a port or a trailing slash, and normalises them', () => {
    assert.deepEqual(parseSelfHostedOrigin('http://localhost'), {valid: true, origin: 'http://localhost'});
    assert.deepEqual(parseSelfHostedOrigin(' https://Tessera.Corp.test:8443/ '), {
      valid: true,
      origin: 'https://tessera.corp.test:8443',
    });
    assert.deepEqual(parseSelfHostedOrigin('http://10.0.0.5:8081'), {valid: true, origin: 'http://10.0.0.5:8081'});
    assert.deepEqual(parseSelfHostedOrigin('http://[::1]:3000'), {valid: true, origin: 'http://[::1]:3000'});
  });

  const rejected: [string, RegExp][] = [
    ['', /Enter the address/],
    ['tessera.corp.test', /Start the address with http:\/\/ or https:\/\//],
    ['javascript:alert(1)', /Start the address/],
    ['ftp://tessera.corp.test', /Start the address/],
    ['https://tessera.corp.test/api', /without a path/],
    ['https://tessera.corp.test/./', /without a path/],
    ['https://tessera.corp.test/..', /without a path/],
    ['https://tessera.corp.test?x=1', /without a path/],
    ['https://tessera.corp.test#top', /without a path/],
    ['https://user:secret@tessera.corp.test', /user names and passwords/],
    ['https://cloud.tessera.example@evil.test', /user names and passwords/],
    ['https://tessera.corp.test\\@evil.test', /backslashes/],
    ['https:\\\\evil.test', /Start the address/],
    ['https://tessera.corp.test\t/x', /control characters|spaces/],
    ['https://tessera corp.test', /spaces/],
    ['https://', /not a valid address/],
    ['https://tessera.corp.test:99999', /not a valid address/],
  ];
  for (const [input, message] of rejected) {
    test(`rejects ${JSON.stringify(input)} with a message that says why`, () => {
      const result = parseSelfHostedOrigin(input);
      assert.equal(result.valid, false);
      if (!result.valid) assert.match(result.message, message);
    });
  }
});

describe('remark plugin: the switch on pages with host samples only', () => {
  function run(source: string): Root {
    const tree = unified().use(remarkParse).use(remarkMdx).parse(source);
    remarkApiHostSwitch()(tree);
    return tree;
  }
  const jsxNames = (tree: Root) =>
    tree.children.flatMap((node) => (node.type === 'mdxJsxFlowElement' ? [node.name ?? ''] : []));

  test('imports the switch and puts it just above the first block that holds a Cloud sample', () => {
    const tree = run(
      "import Thing from '@site/x';\n\n# Title\n\nIntro.\n\n```bash\npip install -U tessera\n```\n\nThen:\n\n" +
        `<Tabs>\n<TabItem value="curl">\n\n\`\`\`bash\ncurl ${CLOUD_ORIGIN}/api/apps\n\`\`\`\n\n</TabItem>\n</Tabs>\n\n` +
        `\`\`\`bash\ncurl ${CLOUD_ORIGIN}/api/other\n\`\`\`\n`,
    );
    const types = tree.children.map((node) => node.type);
    assert.deepEqual(types, [
      'mdxjsEsm',
      'mdxjsEsm',
      'heading',
      'paragraph',
      'code',
      'paragraph',
      'mdxJsxFlowElement',
      'mdxJsxFlowElement',
      'code',
    ]);
    assert.match(String((tree.children[0] as {value: string}).value), new RegExp(`import ${SWITCH_COMPONENT} from`));
    assert.deepEqual(jsxNames(tree), [SWITCH_COMPONENT, 'Tabs'], 'one switch, right above the tabs');
  });

  test('a sample at the top level gets the switch right above it', () => {
    const tree = run(`# Title\n\nSome prose.\n\n\`\`\`bash\ncurl ${CLOUD_ORIGIN}/api/apps\n\`\`\`\n`);
    assert.deepEqual(
      tree.children.map((node) => node.type),
      ['mdxjsEsm', 'heading', 'paragraph', 'mdxJsxFlowElement', 'code'],
    );
  });

  test('leaves pages alone whose code names no host, or that name the host only in prose', () => {
    const source = `Sign in at \`${CLOUD_ORIGIN}\` or [the app](${CLOUD_ORIGIN}).\n\n\`\`\`bash\npip install -U tessera\n\`\`\`\n`;
    const tree = run(source);
    assert.ok(!tree.children.some((node) => node.type === 'mdxjsEsm' || node.type === 'mdxJsxFlowElement'));
  });
});

describe('Markdown twins: Cloud samples with one line for self-hosted readers', () => {
  const convert = (source: string) =>
    mdxToMarkdown(source, {
      siteRoot: 'https://docs.example.test',
      pageUrl: 'https://docs.example.test/page',
      title: 'Page',
      codeNote: SELF_HOSTED_NOTE,
      components: {CloneCommand: () => `\`\`\`bash\n${cloneCommand('https://code.example.test/t/t')}\n\`\`\``},
    });

  test('a page with Cloud samples keeps them and says how to change the host, once', () => {
    const markdown = convert(
      `Text.\n\n\`\`\`bash\ncurl ${CLOUD_ORIGIN}/api/apps\n\`\`\`\n\n\`\`\`bash\ncurl ${CLOUD_ORIGIN}/api/x\n\`\`\`\n`,
    );
    assert.match(
      markdown,
      /^# Page\n\nSamples on this page use Tessera Cloud; shell and Python samples read its address/,
    );
    assert.match(markdown, /On a self-hosted instance, set `TESSERA_HOST` to the address of your instance/);
    assert.match(markdown, /`http:\/\/localhost`/);
    assert.equal(markdown.split('Samples on this page').length, 2);
    assert.match(markdown, /curl https:\/\/cloud\.tessera\.example\/api\/apps/);
  });

  test('a page whose samples name no host gets no such line', () => {
    const markdown = convert(`Open ${CLOUD_ORIGIN} to sign in.\n\n\`\`\`bash\npip install -U tessera\n\`\`\`\n`);
    assert.doesNotMatch(markdown, /Samples on this page/);
  });

  test('the clone command names the configured repository', () => {
    const markdown = convert("import CloneCommand from '@site/src/components/CloneCommand';\n\n<CloneCommand />\n");
    assert.match(markdown, /```bash\ngit clone --depth 1 https:\/\/code\.example\.test\/t\/t tessera\ncd tessera\n```/);
  });
});

describe('cloneCommand', () => {
  test('clones the repository URL into ./tessera and enters it', () => {
    assert.equal(
      cloneCommand('https://code.tessera.example/tessera/tessera'),
      'git clone --depth 1 https://code.tessera.example/tessera/tessera tessera\ncd tessera',
    );
  });

  test('quotes a URL that a shell would otherwise read differently', () => {
    assert.equal(
      cloneCommand("https://git.example.test/a b/it's"),
      "git clone --depth 1 'https://git.example.test/a b/it'\\''s' tessera\ncd tessera",
    );
  });
});
