#!/usr/bin/env node
/**
 * Content checks for docs/ and changelog/: front matter, placeholder wording, MDX syntax, and the code samples
 * readers copy (Python compiles, JSON and YAML parse, curl paths exist in the API description), the product model
 * (API key owner, role names, the UI path to create an application, key placeholders), samples that name the Cloud
 * host instead of reading TESSERA_HOST, names that no reference page
 * defines, front-matter keywords that are too many or too long, and changelog entries that differ from the release history in src/data/changelogFacts.json.
 * Usage: npm run check:content [-- paths...]   Failures are printed as file:line: message.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import YAML from 'yaml';
import {extractCodeBlocks, findPlaceholderWording, splitFrontMatter} from './lib/markdown.mjs';
import {apiPathMatcher, findCurlApiPaths} from './lib/api-paths.mjs';
// Run under tsx (package.json), which lets this script read the site's one model of the API description.
import {loadApiModel} from '../plugins/api-reference/model.ts';
import {
  collectDefinitions,
  findChangelogMismatches,
  findHostConventionProblems,
  findKeywordProblems,
  findProductModelConflicts,
  findUndefinedNames,
} from './lib/content-rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const targets = args.length > 0 ? args : ['docs', 'changelog'];

function listContentFiles(target) {
  const absolute = path.resolve(root, target);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return /\.mdx?$/.test(absolute) ? [absolute] : [];
  return readdirSync(absolute, {withFileTypes: true}).flatMap((entry) =>
    entry.name === 'node_modules' ? [] : listContentFiles(path.join(absolute, entry.name)),
  );
}

const files = targets.flatMap(listContentFiles).sort();
const problems = [];
const report = (file, line, message) => problems.push(`${path.relative(root, file)}:${line}: ${message}`);

const apiMatcher = apiPathMatcher(
  (await loadApiModel(path.join(root, 'docs/reference/openapi.yaml'))).operations.map((operation) => operation.path),
);
const pythonBlocks = [];

// Reference pages define the SDK's names and the environment variables; every page is checked against all of them,
// also when only some paths are passed on the command line.
const REFERENCE_PAGES = [
  ...readdirSync(path.join(root, 'docs/reference/sdk'))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join('docs/reference/sdk', name)),
  'docs/self-host/configuration.mdx',
];
const definitions = collectDefinitions(
  REFERENCE_PAGES.map((page) => splitFrontMatter(readFileSync(path.join(root, page), 'utf8')).body),
);
const changelogFacts = JSON.parse(readFileSync(path.join(root, 'src/data/changelogFacts.json'), 'utf8'));
// Partials (a leading underscore, e.g. the timeline's intro) are not entries.
const isChangelogEntry = (file) =>
  path.dirname(file) === path.join(root, 'changelog') && !path.basename(file).startsWith('_');

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const {data, body, bodyStartLine, error} = splitFrontMatter(text);
  if (error) {
    report(file, 1, `front matter is not valid YAML: ${error}`);
    continue;
  }
  // A partial (leading underscore, e.g. the changelog timeline's intro) is not a page: the page that imports it has
  // the title and description.
  const isPartial = path.basename(file).startsWith('_');
  for (const field of isPartial ? [] : ['title', 'description']) {
    if (typeof data[field] !== 'string' || data[field].trim() === '') {
      report(file, 1, `front matter needs a non-empty "${field}"`);
    }
  }

  for (const message of findKeywordProblems(data.keywords)) report(file, 1, message);

  for (const {line, word} of findPlaceholderWording(body)) {
    report(file, bodyStartLine + line - 1, `placeholder wording "${word}": write the real content`);
  }

  const relativePath = path.relative(root, file).split(path.sep).join('/');
  for (const {line, message} of [
    ...findProductModelConflicts(relativePath, body),
    ...findUndefinedNames(body, definitions),
  ]) {
    report(file, bodyStartLine + line - 1, message);
  }
  if (isChangelogEntry(file)) {
    for (const message of findChangelogMismatches(data, body, changelogFacts)) report(file, 1, message);
  }

  try {
    await compile(body, {format: path.extname(file) === '.md' ? 'md' : 'mdx'});
  } catch (err) {
    const line = err.line ?? err.place?.line ?? err.position?.start?.line ?? 1;
    report(file, bodyStartLine + line - 1, `MDX does not compile: ${err.reason ?? err.message}`);
  }

  const blocks = extractCodeBlocks(body);
  for (const {line, message} of findHostConventionProblems(blocks)) report(file, bodyStartLine + line - 1, message);
  for (const block of blocks) {
    const line = bodyStartLine + block.line - 1;
    if (block.language === 'python' || block.language === 'py') {
      pythonBlocks.push({file, line, code: block.code});
    } else if (block.language === 'json') {
      try {
        JSON.parse(block.code);
      } catch (err) {
        report(file, line, `json block does not parse: ${err.message}`);
      }
    } else if (block.language === 'yaml' || block.language === 'yml') {
      for (const doc of YAML.parseAllDocuments(block.code)) {
        for (const err of doc.errors) report(file, line, `yaml block does not parse: ${err.message.split('\n')[0]}`);
      }
    }
    if (apiMatcher) {
      for (const apiPath of findCurlApiPaths(block.code)) {
        if (!apiMatcher(apiPath)) {
          report(file, line, `curl calls ${apiPath}, which is not a path of docs/reference/openapi.yaml`);
        }
      }
    }
  }
}

if (pythonBlocks.length > 0) {
  // One interpreter compiles every block: compile() is what py_compile runs, without a temp file per block.
  const checker = [
    'import json, sys',
    'blocks = json.load(sys.stdin)',
    'for b in blocks:',
    '    try:',
    '        compile(b["code"], "<block>", "exec")',
    '    except SyntaxError as e:',
    '        print(json.dumps({"file": b["file"], "line": b["line"] + (e.lineno or 1), "msg": e.msg}))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', checker], {input: JSON.stringify(pythonBlocks), encoding: 'utf8'});
  if (result.status !== 0) {
    problems.push(`python3 could not check the Python blocks: ${result.stderr || result.error}`);
  }
  for (const lineText of result.stdout.split('\n').filter(Boolean)) {
    const {file, line, msg} = JSON.parse(lineText);
    report(file, line, `python block does not compile: ${msg}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncheck:content: ${problems.length} problem(s) in ${files.length} file(s).`);
  process.exit(1);
}
console.log(
  `check:content: ${files.length} file(s) OK (${pythonBlocks.length} Python blocks compiled` +
    `${apiMatcher ? ', curl paths checked against the API description' : ''}).`,
);
