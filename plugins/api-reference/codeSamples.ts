import codegen from 'postman-code-generators';
import type {Request} from 'postman-collection';
import {highlightSample} from './highlight';
import {sampleRequest, type ApiOperationItem} from './requestSample';
import type {CodeSample} from '../../shared/api-reference/samples';
import {defaultServerUrl} from '../../shared/api-reference/serverUrl';

/** One tab of the site's `languageTabs` setting: a postman-code-generators language, its variant and grammar. */
export interface SampleLanguage {
  language: string;
  highlight: string;
  variant?: string;
}

/** Tab labels as readers spell the languages; the generator's own labels ("NodeJs", "C#") are keys, not names. */
const LABELS: Record<string, string> = {
  csharp: 'C#',
  curl: 'cURL',
  go: 'Go',
  java: 'Java',
  nodejs: 'Node.js',
  php: 'PHP',
  powershell: 'PowerShell',
  python: 'Python',
  ruby: 'Ruby',
};

/** The options the OpenAPI theme passes the generator for languages the site configures without options. */
const GENERATOR_OPTIONS = {longFormat: false, followRedirect: true, trimRequestBody: true};

function convert(language: string, variant: string, request: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    codegen.convert(language, variant, request, GENERATOR_OPTIONS, (error, snippet) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(snippet);
    });
  });
}

/** The variant a language tab uses: the configured one, else the generator's first (as the OpenAPI theme does). */
function variantOf(tab: SampleLanguage): string {
  const known = codegen.getLanguageList().find((entry) => entry.key === tab.language);
  if (!known) throw new Error(`postman-code-generators has no language "${tab.language}".`);
  const variant = tab.variant
    ? known.variants.find((entry) => entry.key.toLowerCase() === tab.variant?.toLowerCase())
    : known.variants[0];
  if (!variant) throw new Error(`postman-code-generators has no ${tab.language} variant "${tab.variant}".`);
  return variant.key;
}

/** The request samples of one operation in every configured language, highlighted, the API host marked. */
export async function buildCodeSamples(
  item: ApiOperationItem,
  languages: readonly SampleLanguage[],
): Promise<CodeSample[]> {
  const request = sampleRequest(item);
  const baseUrl = defaultServerUrl(item);
  return Promise.all(
    languages.map(async (tab) => {
      const code = await convert(tab.language, variantOf(tab), request);
      return {
        language: tab.language,
        label: LABELS[tab.language] ?? tab.language,
        highlight: tab.highlight,
        html: highlightSample(code, tab.highlight, baseUrl),
      };
    }),
  );
}
