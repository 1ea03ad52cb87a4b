/**
 * The two steps `npm run gen:api` (scripts/gen-api.mjs) runs around the OpenAPI plugin's generator:
 * - `spec`: empties the output folder and writes the API description the generator reads, with operation titles as
 *   readers spell them and page slugs from those titles (operationSlug.ts);
 * - `samples`: builds every operation's request samples (highlighted HTML, one per language tab) next to its page
 *   and exports them from the page, so that no code generator runs in the reader's browser; and moves the operation
 *   out of the page's front matter (where the browser downloaded it twice with every page) into the page's HTML,
 *   where "Try it" reads it.
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {inflateSync} from 'node:zlib';
import {themeConfig} from '../../config/theme';
import {buildCodeSamples, type SampleLanguage} from './codeSamples';
import {registerSampleLanguages, themeStylesheet} from './highlight';
import {ISLAND_COMPONENTS} from '../../shared/api-reference/islandNames';
import {HTTP_METHODS, loadApiModel} from './model';
import {operationSlug} from './operationSlug';
import {readableOperationTitle} from './operationTitle';
import {
  API_GENERATOR_SPEC_PATH,
  API_OUTPUT_DIR,
  API_SAMPLES_STATIC_DIR,
  API_SPEC_PATH,
  apiDownloadsParagraph,
} from '../../shared/api-reference/paths';
import {documentedRequestExample, type ApiOperationItem} from './requestSample';
import {emptySampleFiles, writeOperationFile, writeSampleFile} from './sampleDelivery';

const root = path.resolve(__dirname, '../..');
/** The API description as written, and the copy with readable titles that the OpenAPI plugin generates from. */
export const SOURCE_SPEC = path.join(root, API_SPEC_PATH);
export const GENERATOR_SPEC = path.join(root, API_GENERATOR_SPEC_PATH);
const PAGES_DIR = path.join(root, API_OUTPUT_DIR);
const SAMPLES_DIR = path.join(root, API_SAMPLES_STATIC_DIR);
/** Token colours of the built samples, imported by src/theme/ApiItem. */
export const SAMPLE_STYLESHEET = path.join(PAGES_DIR, 'code-samples.css');

async function writeGeneratorSpec(): Promise<void> {
  // The description as written, validated (model.ts); a copy, as the model is shared by the process.
  const spec = structuredClone((await loadApiModel(SOURCE_SPEC)).document) as {
    info?: {description?: string};
    paths?: Record<string, Record<string, unknown>>;
    components?: {examples?: Record<string, NamedExample>};
  };
  rmSync(PAGES_DIR, {recursive: true, force: true});
  // The docs instance that serves the pages refuses to load without its folder, even while generating.
  mkdirSync(PAGES_DIR, {recursive: true});
  // The introduction page links the downloads that the build serves (index.ts).
  if (spec.info) {
    const downloads = apiDownloadsParagraph((downloadPath) => `pathname://${downloadPath}`);
    spec.info.description = `${(spec.info.description ?? '').trimEnd()}\n\n${downloads}\n`;
  }
  nameExamplesBySummary(spec);
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as {summary?: string; operationId?: string} | undefined;
      if (!operation?.summary) continue;
      // The plugin names each page by the kebab case of its operationId: the summary's slug gives short, readable URLs.
      operation.operationId = operationSlug(operation.summary);
      operation.summary = readableOperationTitle(operation.summary);
    }
  }
  writeFileSync(GENERATOR_SPEC, JSON.stringify(spec));
}

interface NamedExample {
  $ref?: string;
  summary?: string;
}

/**
 * The theme names each example tab by its key, and the description keys most examples `default`: the generator's
 * copy keys them by their summary instead ("Example: Workspace member" → "Workspace member"), in the same order, so
 * the realistic example the author wrote is the first tab and says what it shows.
 */
export function nameExamplesBySummary(spec: {
  paths?: Record<string, Record<string, unknown>>;
  components?: {examples?: Record<string, NamedExample>};
}): void {
  const summaryOf = (example: NamedExample): string | undefined => {
    const target = example.$ref?.startsWith('#/components/examples/')
      ? spec.components?.examples?.[example.$ref.slice('#/components/examples/'.length)]
      : example;
    return target?.summary?.replace(/^Example:\s*/, '').trim() || undefined;
  };
  const rename = (media: {examples?: Record<string, NamedExample>}) => {
    if (!media.examples) return;
    const renamed: Record<string, NamedExample> = {};
    for (const [key, example] of Object.entries(media.examples)) {
      let name = summaryOf(example) ?? key;
      for (let n = 2; name in renamed; n++) name = `${summaryOf(example) ?? key} (${n})`;
      renamed[name] = example;
    }
    media.examples = renamed;
  };
  type Operation = {
    requestBody?: {content?: Record<string, object>};
    responses?: Record<string, {content?: Record<string, object>}>;
  };
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as Operation | undefined;
      if (!operation) continue;
      const contents = [
        operation.requestBody?.content,
        ...Object.values(operation.responses ?? {}).map((r) => r.content),
      ];
      for (const content of contents) for (const media of Object.values(content ?? {})) rename(media);
    }
  }
}

const OPERATION_LINE = /^api: (\S+)$/m;

/** The operation the OpenAPI plugin stored in a page's front matter: base64 of zlib-deflated JSON. */
export function operationOfPage(mdx: string): ApiOperationItem | undefined {
  const encoded = OPERATION_LINE.exec(mdx.slice(0, mdx.indexOf('\n---', 4)))?.[1];
  if (!encoded) return undefined;
  return JSON.parse(inflateSync(Buffer.from(encoded, 'base64')).toString('utf8')) as ApiOperationItem;
}

/**
 * The page with its operation in `operationFile` instead of its front matter, shown to "Try it" as a data island
 * (plugins/api-reference/islands/OperationData.tsx). `api: true` stays, as the theme's page layout reads it to size
 * its columns.
 */
export function withOperationApart(mdx: string, operationFile: string): string {
  const lean = mdx.replace(OPERATION_LINE, 'api: true');
  return (
    `${lean.trimEnd()}\n\nimport OperationData from "${ISLAND_COMPONENTS.OperationData}";\n\n` +
    `<OperationData {...require("./${operationFile}")} />\n`
  );
}

async function writeCodeSamples(): Promise<number> {
  await registerSampleLanguages();
  const languages = themeConfig.languageTabs as readonly SampleLanguage[];
  const pages = readdirSync(PAGES_DIR).filter((name) => name.endsWith('.api.mdx'));
  emptySampleFiles(SAMPLES_DIR);
  for (const page of pages) {
    const file = path.join(PAGES_DIR, page);
    const mdx = readFileSync(file, 'utf8');
    const operation = operationOfPage(mdx);
    if (!operation) throw new Error(`${page} carries no operation in its front matter.`);
    // Try it falls back to the same documented body as the samples, not to one the plugin built from the schema.
    operation.jsonRequestBodyExample = documentedRequestExample(operation) ?? operation.jsonRequestBodyExample;
    const samplesFile = page.replace(/\.api\.mdx$/, '.CodeSamples.json');
    // The page gets the first language's sample; every language's is a file fetched on intent (sampleDelivery.ts).
    const samples = writeSampleFile(
      SAMPLES_DIR,
      page.replace(/\.api\.mdx$/, ''),
      await buildCodeSamples(operation, languages),
    );
    writeFileSync(path.join(PAGES_DIR, samplesFile), JSON.stringify(samples));
    const operationFile = page.replace(/\.api\.mdx$/, '.OperationData.json');
    // The page's data island names the operation's file, which "Try it" fetches (sampleDelivery.ts).
    const reference = writeOperationFile(SAMPLES_DIR, page.replace(/\.api\.mdx$/, ''), operation);
    writeFileSync(path.join(PAGES_DIR, operationFile), JSON.stringify(reference));
    // A named export of the page module reaches src/theme/ApiItem as `content.codeSamples`.
    const exported = `${mdx.trimEnd()}\n\nexport {default as codeSamples} from "./${samplesFile}";\n`;
    writeFileSync(file, withOperationApart(exported, operationFile));
  }
  writeFileSync(
    SAMPLE_STYLESHEET,
    themeStylesheet(themeConfig.prism.theme, 'light') + themeStylesheet(themeConfig.prism.darkTheme, 'dark'),
  );
  return pages.length;
}

async function main(step: string | undefined): Promise<void> {
  if (step === 'spec') await writeGeneratorSpec();
  else if (step === 'samples') console.log(`Built the request samples of ${await writeCodeSamples()} API pages.`);
  else throw new Error('Usage: generate.ts spec|samples');
}

if (require.main === module) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
