/**
 * Rules that keep the docs agreeing with one product model and with the platform's facts: terms the model fixes,
 * names that a reference page must define, and changelog entries that must match the release history.
 * Each finding is phrased as the fix to make.
 */

/** Where each point of the product model is stated; every message sends the writer there. */
export const MODEL_PAGES = {
  apiKeys: '/concepts/concepts#api-keys',
  createApplication: '/concepts/concepts#create-an-application',
  roles: '/misc/team_management#roles-by-edition',
};

export const ROLE_NAMES = ['Owner', 'Workspace Admin', 'Editor', 'Evaluator', 'Deployment Manager', 'Viewer'];

const API_KEY_OWNER_MESSAGE =
  `an API key belongs to one project (${MODEL_PAGES.apiKeys}); ` +
  'say "the key\'s project", not an organization, workspace, member or account';
const ROLE_NAME_MESSAGE = `the roles are ${ROLE_NAMES.join(', ')} (${MODEL_PAGES.roles}); use one of these names`;
const ROLE_LADDER_MESSAGE =
  `the roles are not a ladder (${MODEL_PAGES.roles}): name every role that has the permission, ` +
  'for example "the Owner, Workspace Admin or Editor role"';
const UI_PATH_MESSAGE =
  `the UI path to create an application is **Applications** → **Create new prompt** ` +
  `(${MODEL_PAGES.createApplication}); use those labels`;
const KEY_PLACEHOLDER_MESSAGE =
  'write an API key as the value "your-tessera-api-key" or the header "ApiKey <TESSERA_API_KEY>" ' +
  `(${MODEL_PAGES.apiKeys}), or read it from $TESSERA_API_KEY`;

/** @type {{pattern: RegExp, message: string}[]} */
const PRODUCT_MODEL_RULES = [
  {
    pattern:
      /\b(?:API )?keys?\b[^.|]{0,80}?\bbelongs? to (?:your |the |an? |one |this |its )?(?:organi[sz]ation|workspace|member|user|account)s?\b/i,
    message: API_KEY_OWNER_MESSAGE,
  },
  {
    pattern:
      /\b(?:organi[sz]ation|workspace|account|personal|user)(?:['’]s)? API keys?\b|\b(?:API )?key(?:['’]s)? owner\b/i,
    message: API_KEY_OWNER_MESSAGE,
  },
  {
    pattern:
      /(?<!Workspace |Deployment )\b(?:Admin|Administrator|Developer|Annotator|Member|Maintainer|Manager|Contributor|Reviewer|Org(?:anization)? Admin|Project Admin)\s+role\b/,
    message: ROLE_NAME_MESSAGE,
  },
  {
    pattern: new RegExp(`\\b(?:${ROLE_NAMES.join('|')})s?(?: role)? or (?:higher|above|more)\\b`),
    message: ROLE_LADDER_MESSAGE,
  },
  {
    pattern: /\*\*(?:Apps|App Management|Create app|Create an app|(?:Create|New|Add) (?:application|app|new app))\*\*/i,
    message: UI_PATH_MESSAGE,
  },
  {
    pattern:
      /ApiKey(?: |%20)(?!<TESSERA_API_KEY>|\$|\{|your-tessera-api-key\b|\[REDACTED\]|["'`+]|header\b|scheme\b)\S+/,
    message: KEY_PLACEHOLDER_MESSAGE,
  },
  {
    pattern: /TESSERA_API_KEY["']?\s*[=:,]\s*["'](?!your-tessera-api-key["'])[^"'${][^"']*["']/,
    message: KEY_PLACEHOLDER_MESSAGE,
  },
  {pattern: /(?<![\w-])(?:tk|ts)-(?:your|live|test|xxx|\d|…)/, message: KEY_PLACEHOLDER_MESSAGE},
];

const ROLE_REQUIREMENT = new RegExp(
  `\\b(?:${ROLE_NAMES.join('|')})\\b[^.|]{0,60}\\brole\\b|\\brole\\b[^.|]{0,60}\\b(?:${ROLE_NAMES.join('|')})\\b`,
);

/** Pages that state the role model themselves; every other page that names a role links to them. */
const ROLE_MODEL_PAGES = new Set([
  'docs/misc/team_management.mdx',
  'docs/misc/opensource.mdx',
  'docs/concepts/concepts.mdx',
]);

/**
 * Uses of a term the product model fixes, the other way round.
 * @param {string} relativePath path from the repository root, e.g. "docs/misc/faq.mdx"
 * @param {string} body the page without its front matter
 * @returns {{line: number, message: string}[]} lines are 1-based within `body`
 */
export function findProductModelConflicts(relativePath, body) {
  const findings = [];
  const lines = body.split('\n');
  lines.forEach((text, index) => {
    for (const {pattern, message} of PRODUCT_MODEL_RULES) {
      const match = pattern.exec(text);
      if (match) findings.push({line: index + 1, message: `"${match[0]}": ${message}`});
    }
  });
  if (!ROLE_MODEL_PAGES.has(relativePath) && !body.includes(MODEL_PAGES.roles)) {
    const index = lines.findIndex((text) => ROLE_REQUIREMENT.test(text));
    if (index >= 0) {
      findings.push({
        line: index + 1,
        message:
          `this page names a role but does not link [roles by edition](${MODEL_PAGES.roles}): ` +
          'add the link so that readers of the open-source edition, which has no roles, know where they stand',
      });
    }
  }
  return findings;
}

const ENV_VAR = /\bTESSERA_[A-Z0-9_]*[A-Z0-9]\b/g;
// ts.<name> as the SDK is imported (`import tessera as ts`), and the SDK's exception classes used bare.
const SDK_NAME = /(?<![\w.])ts\.([A-Za-z_]\w*)|(?<![\w.])(Tessera\w*Error)\b/g;

/**
 * The environment variables and SDK names that reference pages define: backticked names in the first cell of a
 * table row, and headings that name an SDK object (`## ts.init`, `### ConfigManager.get_from_registry`).
 * @param {string[]} referenceBodies
 */
export function collectDefinitions(referenceBodies) {
  const envVars = new Set();
  const sdkNames = new Set();
  const addSdkName = (token) => {
    const root = token.replace(/^ts\./, '').split(/[.(]/)[0];
    if (/^[A-Za-z_]\w*$/.test(root)) sdkNames.add(root);
  };
  for (const body of referenceBodies) {
    for (const line of body.split('\n')) {
      const heading = /^#{2,4}\s+`?([^\s`]+)/.exec(line);
      if (heading) addSdkName(heading[1]);
      const firstCell = /^\|([^|]*)\|/.exec(line);
      if (!firstCell) continue;
      for (const [, code] of firstCell[1].matchAll(/`([^`]+)`/g)) {
        for (const [name] of code.matchAll(ENV_VAR)) envVars.add(name);
        addSdkName(code);
      }
    }
  }
  return {envVars, sdkNames};
}

/**
 * Environment variables and SDK names used on a page that no reference page defines.
 * @param {string} body
 * @param {{envVars: Set<string>, sdkNames: Set<string>}} definitions
 * @returns {{line: number, message: string}[]}
 */
export function findUndefinedNames(body, definitions) {
  const findings = [];
  body.split('\n').forEach((text, index) => {
    for (const [name] of text.matchAll(ENV_VAR)) {
      if (!definitions.envVars.has(name)) {
        findings.push({
          line: index + 1,
          message:
            `${name} is not defined on a reference page: add a row for it to docs/reference/sdk/ (SDK) or ` +
            'docs/self-host/configuration.mdx (self-host) if the platform has it, otherwise remove it',
        });
      }
    }
    for (const [, attribute, exception] of text.matchAll(SDK_NAME)) {
      const name = attribute ?? exception;
      if (!definitions.sdkNames.has(name)) {
        findings.push({
          line: index + 1,
          message:
            `${attribute ? `ts.${name}` : name} is not defined on an SDK reference page: document it in ` +
            'docs/reference/sdk/ (a heading or a table row) if the SDK has it, otherwise use a documented name',
        });
      }
    }
  });
  return findings;
}

/** "v0.14.1-13" → {first: "v0.14.1", last: "v0.14.13"}; a single version is its own first and last. */
export function parseVersions(versions) {
  const range = /^(v\d+\.\d+\.)(\d+)-(\d+)$/.exec(versions);
  return range ? {first: `${range[1]}${range[2]}`, last: `${range[1]}${range[3]}`} : {first: versions, last: versions};
}

function isoDate(value) {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : String(value ?? '');
}

/**
 * Differences between a changelog entry and its row of the release history (src/data/changelogFacts.json).
 * @param {Record<string, unknown>} frontMatter
 * @param {string} body
 * @param {readonly {slug: string, date: string, versions: string | null, title: string}[]} facts
 * @returns {string[]}
 */
export function findChangelogMismatches(frontMatter, body, facts) {
  const slug = String(frontMatter.slug ?? '');
  const fact = facts.find((row) => row.slug === slug);
  if (!fact) {
    return [
      `no release with the slug "${slug}" in src/data/changelogFacts.json: add the release's date, version and ` +
        'title there (from the platform release history), or fix the slug',
    ];
  }
  const problems = [];
  const date = isoDate(frontMatter.date);
  if (date !== fact.date) {
    problems.push(
      `date ${date} differs from the release history: set "date: ${fact.date}" and name the file ${fact.date}-${slug}.mdx`,
    );
  }
  if (frontMatter.title !== fact.title) {
    problems.push(`title differs from the release history: set the title to ${JSON.stringify(fact.title)}`);
  }
  const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [];
  if (fact.versions === null) {
    if (tags.length > 0) {
      problems.push(
        `the release history gives this release no version, but the entry is tagged ${tags.join(', ')}: remove the ` +
          'tag and say in the text that the release had no version number',
      );
    }
    return problems;
  }
  const {first, last} = parseVersions(fact.versions);
  if (tags.length !== 1 || tags[0] !== last) {
    problems.push(`version differs from the release history: set "tags: [${last}]"`);
  }
  if (first !== last && !(body.includes(first) && body.includes(last))) {
    problems.push(
      `this entry spans the releases ${first} to ${last}: say so in its text, naming both versions ` +
        `(it is tagged with the last one, ${last})`,
    );
  }
  return problems;
}

const CLOUD_HOST = 'https://cloud.tessera.example';
// The Cloud origin as a whole name (not `…example.org`, `…example-eu` or `…example:8443`), as the host switch sees it.
const CLOUD_HOST_PATTERN = /https:\/\/cloud\.tessera\.example(?![\w-]|\.[\w-]|:\d)/g;
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const PYTHON_LANGUAGES = new Set(['python', 'py']);
const SHELL_DEFAULT = `\${TESSERA_HOST:-${CLOUD_HOST}}`;
const SHELL_HOST_MESSAGE =
  `shell samples read the host from TESSERA_HOST: write "${SHELL_DEFAULT}" instead of the bare host, ` +
  `or set TESSERA_HOST once at the top of the sample (TESSERA_HOST="${SHELL_DEFAULT}") and use "$TESSERA_HOST"`;
const SHELL_QUOTE_MESSAGE = 'single quotes keep the shell from reading TESSERA_HOST: put the URL in double quotes';
const PYTHON_HOST_MESSAGE =
  `Python samples read the host from the environment: os.environ.get("TESSERA_HOST", "${CLOUD_HOST}") ` +
  'instead of the bare host';

/** Whether the text before `index` leaves it inside single quotes (shell quoting, without escapes inside them). */
function insideSingleQuotes(line, index) {
  let quote = null;
  for (let i = 0; i < index; i += 1) {
    const char = line[i];
    if (quote === null && char === '\\') i += 1;
    else if (quote === null && (char === "'" || char === '"')) quote = char;
    else if (char === quote && !(quote === '"' && line[i - 1] === '\\')) quote = null;
  }
  return quote === "'";
}

/**
 * Code samples that name the Cloud host literally instead of reading TESSERA_HOST, so that a copied sample, the
 * Markdown twins and llms-full.txt work for self-hosted readers too (the page's Cloud / Self-hosted switch still shows
 * the concrete host, because it rewrites the default inside the expression).
 * @param {{language: string, line: number, code: string}[]} blocks fenced code blocks of one page
 * @returns {{line: number, message: string}[]} lines are 1-based within the page body
 */
export function findHostConventionProblems(blocks) {
  const findings = [];
  for (const block of blocks) {
    const isShell = SHELL_LANGUAGES.has(block.language);
    const isPython = PYTHON_LANGUAGES.has(block.language);
    if (!isShell && !isPython) continue;
    block.code.split('\n').forEach((text, index) => {
      const line = block.line + index + 1;
      for (const match of text.matchAll(CLOUD_HOST_PATTERN)) {
        const before = text.slice(0, match.index);
        if (isShell) {
          // Setting the variable itself is the other half of the convention.
          if (/^\s*(?:export\s+)?TESSERA_HOST=/.test(text)) continue;
          if (before.endsWith('${TESSERA_HOST:-')) {
            if (insideSingleQuotes(text, match.index)) findings.push({line, message: SHELL_QUOTE_MESSAGE});
            continue;
          }
          findings.push({line, message: SHELL_HOST_MESSAGE});
        } else {
          // A comment changes nothing the sample does.
          if (/(^|\s)#/.test(before.replace(/"[^"]*"|'[^']*'/g, ''))) continue;
          if (/os\.(?:environ\.get|getenv)\(\s*["']TESSERA_HOST["']\s*,\s*["']$/.test(before)) continue;
          findings.push({line, message: PYTHON_HOST_MESSAGE});
        }
      }
    });
  }
  return findings;
}

/** Most front-matter keywords a page may have, and the longest one (search weighs them like the description). */
export const KEYWORD_LIMITS = {count: 12, length: 40};

/**
 * Problems with a page's front-matter `keywords`: the words a reader would use for what the page lets them do, its
 * symptoms and error strings, which search matches like the description. Kept short, because every page's keywords
 * are in the index tier the search box loads first, and few, because a long list dilutes what the page is about.
 */
export function findKeywordProblems(keywords) {
  if (keywords === undefined) return [];
  if (!Array.isArray(keywords)) return ['front matter "keywords" must be a list'];
  const problems = [];
  if (keywords.length > KEYWORD_LIMITS.count) {
    problems.push(`front matter has ${keywords.length} keywords: keep at most ${KEYWORD_LIMITS.count}`);
  }
  const seen = new Set();
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || keyword.trim() === '') {
      problems.push('front matter "keywords" holds an empty or non-text entry');
      continue;
    }
    if (keyword.length > KEYWORD_LIMITS.length) {
      problems.push(`keyword "${keyword}" is longer than ${KEYWORD_LIMITS.length} characters: name it in fewer words`);
    }
    const key = keyword.trim().toLowerCase();
    if (seen.has(key)) problems.push(`keyword "${keyword}" is listed twice`);
    seen.add(key);
  }
  return problems;
}
