/** What schema-driven generators write where an example is missing, each with how to recognise it in text. */
const PLACEHOLDERS: readonly (readonly [string, RegExp])[] = [
  // A JSON Schema inside a body ("type": "string") is content, not a placeholder.
  ['"string"', /(?<!"type"\s*:\s*)"string"/],
  ['the Swagger UUID', /3fa85f64-5717-4562-b3fc-2c963f66afa6/i],
  ['0 for an id', /"\w*(?:_id|Id|ID|id)"\s*:\s*0(?![\d.])/],
  ['{} for an object', /"\w+"\s*:\s*\{\s*\}/],
];

/** Text as a reader sees it: tags dropped, entities decoded, quotes escaped by C#, Java or PowerShell made plain. */
export function readable(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\\`]"/g, '"');
}

/** Empty objects that are the truth, not a placeholder: page slug and the field, with why. */
const TRULY_EMPTY: readonly (readonly [page: string, field: string])[] = [
  // "Configs add" answers with the new variant, which has no parameters until its first commit.
  ['configs-add', 'params'],
];

export function placeholdersIn(text: string, page?: string): string[] {
  const allowed = TRULY_EMPTY.filter(([slug]) => slug === page).map(([, field]) => field);
  const checked = allowed.reduce((all, field) => all.replaceAll(`"${field}": {}`, `"${field}": {"empty": true}`), text);
  return PLACEHOLDERS.filter(([, pattern]) => pattern.test(checked)).map(([name]) => name);
}
