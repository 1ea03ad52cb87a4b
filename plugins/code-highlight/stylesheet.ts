import type {PrismTheme} from 'prism-react-renderer';

function declarations(style: PrismTheme['plain']): string {
  return Object.entries(style)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

/**
 * Light colours apply whenever dark mode is not chosen, so that a page read without scripts (which set
 * `data-theme`) is coloured too; both scopes weigh the same, so neither mode's rules leak into the other.
 */
const MODE_SCOPE = {light: ":root:not([data-theme='dark'])", dark: ":root[data-theme='dark']"} as const;

/**
 * The colours of a Prism theme for HTML highlighted ahead of time, under `scopeClass` in one colour mode, so that
 * both modes live in one file and switching mode needs no re-render. The theme's text and background colours also
 * set `--prism-color` and `--prism-background-color`, which code block buttons and borders read.
 */
export function tokenStylesheet(theme: PrismTheme, mode: 'light' | 'dark', scopeClass: string): string {
  const scope = `${MODE_SCOPE[mode]} .${scopeClass}`;
  const {color, backgroundColor} = theme.plain;
  const variables = `--prism-color:${String(color)};--prism-background-color:${String(backgroundColor)}`;
  const rules = [`${scope}{${variables};${declarations(theme.plain)}}`];
  for (const {types, style, languages} of theme.styles) {
    const selectors = (languages ?? ['']).flatMap((language) =>
      types.map((type) => `${scope}${language ? `.language-${language}` : ''} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return `${rules.join('\n')}\n`;
}
