import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';

/**
 * The attribute of the element that holds the API's base URL in every built request sample. The Cloud / Self-hosted
 * switch rewrites the text of these elements; the build writes the first server of the API description there.
 */
export const API_HOST_ATTRIBUTE = 'data-api-host';

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A sample as highlighted HTML (the inside of its `<code>`): tokens as spans with Prism's class names.
 * Every occurrence of `baseUrl` is wrapped in an element carrying API_HOST_ATTRIBUTE; a sample that never shows it
 * in one piece is an error, since the host switch could not rewrite it.
 */
export function highlightSample(code: string, language: string, baseUrl: string): string {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`Prism has no grammar "${language}"; register it in registerSampleLanguages.`);
  let hosts = 0;
  const marked = (text: string) =>
    text
      .split(baseUrl)
      .map(escapeHtml)
      .join(`<span ${API_HOST_ATTRIBUTE}="">${escapeHtml(baseUrl)}</span>`);
  const lines = normalizeTokens(Prism.tokenize(code.replace(/\s+$/, ''), grammar)).map((line) =>
    line
      // An empty line is one token holding its line break, which the join below writes already.
      .filter((token) => !token.empty)
      .map((token) => {
        hosts += token.content.split(baseUrl).length - 1;
        const types = token.types.filter((type) => type !== 'plain');
        return types.length === 0
          ? marked(token.content)
          : `<span class="token ${types.join(' ')}">${marked(token.content)}</span>`;
      })
      .join(''),
  );
  if (hosts === 0) throw new Error(`A ${language} sample does not show ${baseUrl} in one piece:\n${code}`);
  return lines.join('\n');
}

function declarations(style: PrismTheme['plain']): string {
  return Object.entries(style)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

/** The token colours of a Prism theme for built samples, under `[data-theme=mode]` so both modes live in one file. */
export function themeStylesheet(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}'] .${SAMPLE_CLASS}`;
  // Text and background of the theme, as the site's code blocks have them: its token colours are chosen for it.
  const rules = [`${scope}{${declarations(theme.plain)}}`];
  for (const {types, style, languages} of theme.styles) {
    const selectors = (languages ?? ['']).flatMap((language) =>
      types.map((type) => `${scope}${language ? `.language-${language}` : ''} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return `${rules.join('\n')}\n`;
}
