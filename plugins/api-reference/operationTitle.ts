/**
 * Initialisms as readers write them. The API description's summaries come from handler names ("Create Api Key",
 * "Fetch Evaluation Ids"), which spell them like ordinary words.
 */
const INITIALISMS: ReadonlyMap<string, string> = new Map([
  ['ai', 'AI'],
  ['api', 'API'],
  ['apis', 'APIs'],
  ['csv', 'CSV'],
  ['http', 'HTTP'],
  ['id', 'ID'],
  ['ids', 'IDs'],
  ['json', 'JSON'],
  ['llm', 'LLM'],
  ['llms', 'LLMs'],
  ['otlp', 'OTLP'],
  ['sdk', 'SDK'],
  ['sso', 'SSO'],
  ['ui', 'UI'],
  ['url', 'URL'],
  ['urls', 'URLs'],
]);

/** A word written with a capital and lower case only ("Project"): title case made it so, and sentence case undoes it. */
const TITLE_CASED_WORD = /^[A-Z][a-z]+$/;

/**
 * The title readers see for an operation: sentence case, as every other heading of the site, with initialisms in
 * capitals ("Create Api Key" → "Create API key"). Words with other capitals (OTLP, OpenAI) and paths keep their case.
 */
export function readableOperationTitle(summary: string): string {
  return summary
    .trim()
    .split(/(\s+)/)
    .map((part, index) => {
      const [, word = '', trailing = ''] = /^(.*?)([.,:;!?]*)$/.exec(part) ?? [];
      const initialism = INITIALISMS.get(word.toLowerCase());
      if (initialism) return initialism + trailing;
      if (index > 0 && TITLE_CASED_WORD.test(word)) return word.toLowerCase() + trailing;
      return part;
    })
    .join('');
}
