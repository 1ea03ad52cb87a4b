import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  collectDefinitions,
  findChangelogMismatches,
  findHostConventionProblems,
  findKeywordProblems,
  KEYWORD_LIMITS,
  findProductModelConflicts,
  findUndefinedNames,
  parseVersions,
} from '../../scripts/lib/content-rules.mjs';
import {extractCodeBlocks, splitFrontMatter} from '../../scripts/lib/markdown.mjs';
import {changelogFacts} from '../../src/data/changelogFacts';

const root = path.resolve(__dirname, '../..');
const page = 'docs/some/page.mdx';

function messagesFor(body: string, relativePath = page): string[] {
  return findProductModelConflicts(relativePath, body).map((finding) => finding.message);
}

describe('check:content: the product model', () => {
  it('accepts the model as the concepts page states it', () => {
    const body = [
      'An API key belongs to one project. Create it under **Settings → API Keys**.',
      'Send `Authorization: ApiKey <TESSERA_API_KEY>`, or `export TESSERA_API_KEY="your-tessera-api-key"`.',
      'Open **Applications** and click **Create new prompt**.',
      'curl -H "Authorization: ApiKey $TESSERA_API_KEY" https://cloud.tessera.example/api/apps',
    ].join('\n');
    assert.deepEqual(messagesFor(body), []);
  });

  it('fails on a page saying that API keys belong to the organization, and says where the model is', () => {
    const [finding, ...rest] = findProductModelConflicts(page, 'Intro.\nThe key belongs to your organization.');
    assert.equal(rest.length, 0);
    assert.equal(finding.line, 2);
    assert.match(finding.message, /belongs to one project \(\/concepts\/concepts#api-keys\)/);
  });

  it('fails on other owners of a key: a workspace, a member, an "organization API key"', () => {
    assert.equal(messagesFor('The API key belongs to a member of the workspace.').length, 1);
    assert.equal(messagesFor('Create an organization API key first.').length, 1);
    assert.equal(messagesFor("Ask the key's owner.").length, 1);
  });

  it('fails on a wrong UI path to create an application', () => {
    const [message] = messagesFor('1. In Tessera, open **Apps** and choose **Create app**.');
    assert.match(message, /\*\*Applications\*\* → \*\*Create new prompt\*\*/);
  });

  it('fails on every non-canonical API key placeholder', () => {
    for (const sample of [
      'export TESSERA_API_KEY="tk-your-key"',
      'export TESSERA_API_KEY="paste-the-key-you-created"',
      'The header is `Authorization: ApiKey <key>`.',
      'Set `OTEL_EXPORTER_OTLP_HEADERS="Authorization=ApiKey%20<your key>"`.',
      'os.environ.setdefault("TESSERA_API_KEY", "test-key")',
    ]) {
      const messages = messagesFor(sample);
      assert.ok(messages.length > 0, `not flagged: ${sample}`);
      assert.match(messages[0], /your-tessera-api-key/);
    }
  });

  it('fails on a role that does not exist', () => {
    const [message] = messagesFor(
      'You need the Admin role. See [roles by edition](/misc/team_management#roles-by-edition).',
    );
    assert.match(message, /Owner, Workspace Admin, Editor, Evaluator, Deployment Manager, Viewer/);
  });

  it('fails on "the Editor role or higher": the roles are not a ladder, so a page names each role', () => {
    for (const text of ['Needs the Editor role or higher.', 'Use a key created by an Editor or above.']) {
      assert.match(
        messagesFor(`${text} See [roles by edition](/misc/team_management#roles-by-edition).`).join('\n'),
        /not a ladder/,
        text,
      );
    }
    assert.deepEqual(
      messagesFor(
        'Needs the Owner, Workspace Admin or Editor role ([roles by edition](/misc/team_management#roles-by-edition)).',
      ),
      [],
    );
  });

  it('fails on a page that requires a role without linking roles by edition', () => {
    const body = 'Prerequisites:\n- The Owner, Workspace Admin or Editor role.';
    const [finding] = findProductModelConflicts(page, body);
    assert.equal(finding.line, 2);
    assert.match(finding.message, /\/misc\/team_management#roles-by-edition/);
    assert.deepEqual(messagesFor(`${body} See [roles by edition](/misc/team_management#roles-by-edition).`), []);
    assert.deepEqual(messagesFor(body, 'docs/misc/team_management.mdx'), []);
  });
});

describe('check:content: names that a reference page must define', () => {
  const definitions = collectDefinitions([
    [
      '## ts.init',
      '### ConfigManager.get_from_registry',
      '| Variable | Default |',
      '|---|---|',
      '| `TESSERA_HOST` | `https://cloud.tessera.example` |',
      '| `ts.TesseraNotFoundError` | HTTP 404 |',
      'Prose that mentions `TESSERA_SECRET_SAUCE` defines nothing.',
    ].join('\n'),
  ]);

  it('reads definitions from headings and first table cells only', () => {
    assert.ok(definitions.envVars.has('TESSERA_HOST'));
    assert.ok(!definitions.envVars.has('TESSERA_SECRET_SAUCE'));
    for (const name of ['init', 'ConfigManager', 'TesseraNotFoundError']) assert.ok(definitions.sdkNames.has(name));
  });

  it('accepts defined names', () => {
    const body = 'ts.init()\nts.ConfigManager.get_from_registry()\nexcept ts.TesseraNotFoundError:\n$TESSERA_HOST';
    assert.deepEqual(findUndefinedNames(body, definitions), []);
  });

  it('fails on an environment variable that no reference page defines, and says where to define it', () => {
    const [finding] = findUndefinedNames('Then:\nexport TESSERA_PROJECT_ID=123', definitions);
    assert.equal(finding.line, 2);
    assert.match(finding.message, /^TESSERA_PROJECT_ID is not defined on a reference page/);
    assert.match(finding.message, /docs\/self-host\/configuration\.mdx/);
  });

  it('fails on an SDK name that no reference page defines, with or without the ts. prefix', () => {
    const messages = findUndefinedNames(
      'except ts.TesseraRateLimitError:\nraise TesseraTimeoutError()',
      definitions,
    ).map((finding) => finding.message);
    assert.equal(messages.length, 2);
    assert.match(messages[0], /^ts\.TesseraRateLimitError is not defined on an SDK reference page/);
    assert.match(messages[1], /^TesseraTimeoutError is not defined/);
  });

  it('leaves look-alikes alone: a prefixed variable, a file name ending in .ts', () => {
    assert.deepEqual(findUndefinedNames('MY_APP_TESSERA_KEY and parts.x and index.ts.', definitions), []);
  });
});

describe('check:content: changelog entries against the release history', () => {
  const facts = [
    {slug: 'new-playground', date: '2025-02-04', versions: 'v0.33.0', title: 'New Playground'},
    {slug: 'playground-improvements', date: '2024-05-24', versions: 'v0.14.1-13', title: 'Playground Improvements'},
    {slug: 'changes-to-the-sdk', date: '2023-01-01', versions: null, title: 'Changes to the SDK'},
  ];
  const entry = {slug: 'new-playground', date: new Date('2025-02-04'), tags: ['v0.33.0'], title: 'New Playground'};

  it('accepts an entry that matches its row', () => {
    assert.deepEqual(findChangelogMismatches(entry, 'Body.', facts), []);
  });

  it('fails on a different date, version or title, each with the value to set', () => {
    assert.match(
      findChangelogMismatches({...entry, date: new Date('2025-02-05')}, '', facts).join(),
      /set "date: 2025-02-04" and name the file 2025-02-04-new-playground\.mdx/,
    );
    assert.match(findChangelogMismatches({...entry, tags: ['v0.33.1']}, '', facts).join(), /set "tags: \[v0\.33\.0\]"/);
    assert.match(
      findChangelogMismatches({...entry, title: 'The New Playground'}, '', facts).join(),
      /set the title to "New Playground"/,
    );
  });

  it('requires an entry spanning several releases to be tagged with the last and to say so', () => {
    const spanning = {
      slug: 'playground-improvements',
      date: '2024-05-24',
      tags: ['v0.14.13'],
      title: 'Playground Improvements',
    };
    assert.match(
      findChangelogMismatches(spanning, 'Fixes.', facts).join(),
      /spans the releases v0\.14\.1 to v0\.14\.13/,
    );
    assert.deepEqual(findChangelogMismatches(spanning, 'Covers v0.14.1 to v0.14.13.', facts), []);
    assert.match(
      findChangelogMismatches({...spanning, tags: ['v0.14.1']}, 'v0.14.1 to v0.14.13', facts).join(),
      /v0\.14\.13/,
    );
  });

  it('fails on a version tag for a release that had none', () => {
    const unversioned = {slug: 'changes-to-the-sdk', date: '2023-01-01', title: 'Changes to the SDK'};
    assert.deepEqual(findChangelogMismatches(unversioned, '', facts), []);
    assert.match(findChangelogMismatches({...unversioned, tags: ['v0.7.0']}, '', facts).join(), /remove the tag/);
  });

  it('fails on an entry whose release is not in the history', () => {
    assert.match(
      findChangelogMismatches({...entry, slug: 'made-up-release'}, '', facts).join(),
      /add the release's date, version and title there/,
    );
  });

  it('reads version ranges', () => {
    assert.deepEqual(parseVersions('v0.13.1-5'), {first: 'v0.13.1', last: 'v0.13.5'});
    assert.deepEqual(parseVersions('v0.59.10'), {first: 'v0.59.10', last: 'v0.59.10'});
  });

  it('holds one row per entry in changelog/, all of which match', () => {
    const changelogDir = path.join(root, 'changelog');
    const entries = readdirSync(changelogDir).filter((name) => name.endsWith('.mdx') && !name.startsWith('_'));
    assert.equal(entries.length, changelogFacts.length);
    for (const name of entries) {
      const {data, body} = splitFrontMatter(readFileSync(path.join(changelogDir, name), 'utf8'));
      assert.deepEqual(findChangelogMismatches(data, body, changelogFacts), [], name);
    }
  });
});

describe('check:content: samples read TESSERA_HOST', () => {
  const hostProblems = (body: string) => findHostConventionProblems(extractCodeBlocks(body));
  const fence = (language: string, ...lines: string[]) => ['```' + language, ...lines, '```'].join('\n');

  it('accepts shell samples that default to the Cloud host or set TESSERA_HOST once, and Python that reads it', () => {
    const body = [
      fence(
        'bash',
        'curl "${TESSERA_HOST:-https://cloud.tessera.example}/api/apps" \\',
        '  -H "Authorization: ApiKey $TESSERA_API_KEY"',
      ),
      fence('bash', 'export TESSERA_HOST="https://cloud.tessera.example"', 'curl "$TESSERA_HOST/api/apps"'),
      fence('sh', 'TESSERA_HOST="${TESSERA_HOST:-https://cloud.tessera.example}"'),
      fence(
        'python',
        'import os',
        '',
        '# Cloud is https://cloud.tessera.example',
        'host = os.environ.get("TESSERA_HOST", "https://cloud.tessera.example")',
      ),
      fence('python', "api = os.getenv('TESSERA_HOST', 'https://cloud.tessera.example') + '/api'"),
      fence('typescript', "const url = 'https://cloud.tessera.example/api/otlp/v1/traces';"),
      fence('yaml', 'endpoint: https://cloud.tessera.example/api/otlp'),
      'Prose may name https://cloud.tessera.example.',
    ].join('\n\n');
    assert.deepEqual(hostProblems(body), []);
  });

  it('fails on a bare Cloud host in a shell sample, with the line and the expression to use', () => {
    const body = [
      'Intro.',
      '',
      fence('bash', 'curl -X POST \\', '  "https://cloud.tessera.example/api/testsets"'),
    ].join('\n');
    const [finding, ...rest] = hostProblems(body);
    assert.equal(rest.length, 0);
    assert.equal(finding.line, 5);
    assert.match(finding.message, /\$\{TESSERA_HOST:-https:\/\/cloud\.tessera\.example\}/);
  });

  it('fails on a commented-out command and an exported OTLP endpoint that name the bare host', () => {
    const body = fence(
      'bash',
      'export OTEL_EXPORTER_OTLP_ENDPOINT="https://cloud.tessera.example/api/otlp"',
      '# export OTEL_EXPORTER_OTLP_TRACES_ENDPOINT="https://cloud.tessera.example/api/otlp/v1/traces"',
    );
    assert.deepEqual(
      hostProblems(body).map((finding) => finding.line),
      [2, 3],
    );
  });

  it('fails on the expression inside single quotes, where the shell would not read the variable', () => {
    const [finding] = hostProblems(fence('bash', "curl '${TESSERA_HOST:-https://cloud.tessera.example}/api/apps'"));
    assert.match(finding.message, /single quotes/);
  });

  it('fails on Python that hard-codes the host or reads another variable', () => {
    const body = fence(
      'python',
      'import os',
      'API = "https://cloud.tessera.example/api"',
      'ts.init(host="https://cloud.tessera.example")',
      'host = os.environ.get("MY_HOST", "https://cloud.tessera.example")',
    );
    const findings = hostProblems(body);
    assert.deepEqual(
      findings.map((finding) => finding.line),
      [3, 4, 5],
    );
    assert.match(findings[0].message, /os\.environ\.get\("TESSERA_HOST", "https:\/\/cloud\.tessera\.example"\)/);
  });

  it('leaves other hosts alone: a longer name on the same domain, another port, the docs host', () => {
    const body = fence(
      'bash',
      'curl https://cloud.tessera.example.org/api/apps',
      'curl https://cloud.tessera.example:8443/api/apps',
      'curl -H "Accept: text/markdown" https://docs.tessera.example/self-host/quick-start',
    );
    assert.deepEqual(hostProblems(body), []);
  });

  it('holds for every page of docs/ and changelog/', () => {
    const pages = ['docs', 'changelog'].flatMap((folder) =>
      readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
        .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
        .map((name) => path.join(folder, name)),
    );
    const problems = pages.flatMap((file) =>
      hostProblems(splitFrontMatter(readFileSync(path.join(root, file), 'utf8')).body).map(
        (finding) => `${file}: body line ${finding.line}`,
      ),
    );
    assert.deepEqual(problems, []);
  });
});

describe('npm run check:content', () => {
  it('fails on a bad sample page and prints file, line and the fix', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'check-content-'));
    try {
      const sample = path.join(dir, 'bad.mdx');
      writeFileSync(
        sample,
        ['---', 'title: Bad', 'description: A bad page.', '---', '', 'Your key belongs to your organization.'].join(
          '\n',
        ),
      );
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.mjs', sample], {
        cwd: root,
        encoding: 'utf8',
      });
      assert.equal(result.status, 1);
      assert.match(result.stderr, /bad\.mdx:6: .*belongs to one project/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('check:content: front-matter keywords', () => {
  it('accepts a short list of reader words, and a page without keywords', () => {
    assert.deepEqual(findKeywordProblems(['roll back', 'undo a deployment', '429 Too Many Requests']), []);
    assert.deepEqual(findKeywordProblems(undefined), []);
  });

  it('fails on too many keywords, a long one, a repeated one and a list that is not a list', () => {
    const many = Array.from({length: KEYWORD_LIMITS.count + 1}, (_, number) => `word ${number}`);
    assert.match(findKeywordProblems(many).join('\n'), /keep at most 12/);
    assert.match(findKeywordProblems(['x'.repeat(KEYWORD_LIMITS.length + 1)]).join('\n'), /longer than 40/);
    assert.match(findKeywordProblems(['Rollback', 'rollback']).join('\n'), /listed twice/);
    assert.match(findKeywordProblems('rollback, undo').join('\n'), /must be a list/);
  });

  it('holds for every docs page', () => {
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, {withFileTypes: true})) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.mdx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.join(root, 'docs'));
    const problems = files.flatMap((file) =>
      findKeywordProblems(splitFrontMatter(readFileSync(file, 'utf8')).data.keywords).map(
        (message) => `${path.relative(root, file)}: ${message}`,
      ),
    );
    assert.deepEqual(problems, []);
  });
});
