import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';
import {API_HOST_ATTRIBUTE, escapeHtml, lineTokensHtml} from '../../shared/code-highlight/markup';
import {tokenStylesheet} from '../code-highlight/stylesheet';

/**
 * The attribute of the element that holds the API's base URL in every built request sample. The Cloud / Self-hosted
 * switch rewrites the text of these elements; the build writes the first server of the API description there.
 */
export {API_HOST_ATTRIBUTE};

/** Class of the `<pre>` of a built sample; the generated stylesheet colours tokens under it. */
export const SAMPLE_CLASS = 'api-code-sample';

let languagesRegistered = false;

/**
 * Adds the grammars the samples need beyond prism-react-renderer's own (bash, C#, Ruby, PHP, Java, PowerShell).
 * Prism's language files register themselves on a global `Prism`, so the instance is lent to the global scope.
 */
export async function registerSampleLanguages(): Promise<void> {
  if (languagesRegistered) return;
  const globalScope = globalThis as {Prism?: unknown};
  globalScope.Prism = Prism;
  try {
    for (const grammar of ['bash', 'csharp', 'ruby', 'markup-templating', 'php', 'java', 'powershell']) {
      await import(`prismjs/components/prism-${grammar}.js`);
    }
    languagesRegistered = true;
  } finally {
    delete globalScope.Prism;
  }
}

/**
 * A sample as highlighted HTML (the inside of its `<code>`): tokens as spans with Prism's class names, lines joined
 * with line breaks. Every occurrence of `baseUrl` is wrapped in an element carrying API_HOST_ATTRIBUTE; a sample
 * that never shows it in one piece is an error, since the host switch could not rewrite it.
 */
export function highlightSample(code: string, language: string, baseUrl: string): string {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`Prism has no grammar "${language}"; register it in registerSampleLanguages.`);
  let hosts = 0;
  const marked = (text: string) => {
    const parts = text.split(baseUrl);
    hosts += parts.length - 1;
    return parts.map(escapeHtml).join(`<span ${API_HOST_ATTRIBUTE}="">${escapeHtml(baseUrl)}</span>`);
  };
  const lines = lineTokensHtml(normalizeTokens(Prism.tokenize(code.replace(/\s+$/, ''), grammar)), marked);
  if (hosts === 0) throw new Error(`A ${language} sample does not show ${baseUrl} in one piece:\n${code}`);
  return lines.join('\n');
}

/** The token colours of a Prism theme for built samples in one colour mode (see plugins/code-highlight). */
export function themeStylesheet(theme: PrismTheme, mode: 'light' | 'dark'): string {
  return tokenStylesheet(theme, mode, SAMPLE_CLASS);
}
