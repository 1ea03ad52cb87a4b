/**
 * Workaround: src/css/custom.css restores the contrast of text the OpenAPI theme fades with an inline style
 * (`opacity: 0.6` on "Array [" brackets, "array" labels and the request builder's field types, below 4.5:1). Only a
 * selector on the style attribute's text can reach an inline style, so the rule stops working silently if the theme
 * changes the value. This check reads the theme's components: every inline opacity must still be 0.6, and at least
 * one must remain (otherwise the rule is dead and should go). Unnecessary once the theme draws secondary text with a
 * class or a colour token instead of opacity (its accessibility issue: PaloAltoNetworks/docusaurus-openapi-docs#1265).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

const WORKAROUND = 'contrast of text the OpenAPI theme fades inline';
/** The value the rule in src/css/custom.css matches (`[style*='opacity: 0.6']`). */
export const FADED_OPACITY = '0.6';
const INLINE_OPACITY = /\bopacity:\s*"?([\d.]+)"?/g;

/** Every inline opacity value written by the theme's component scripts, with the file that writes it. */
export function inlineOpacities(themeDir: string): {file: string; value: string}[] {
  const found: {file: string; value: string}[] = [];
  for (const entry of readdirSync(themeDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_OPACITY)) {
      found.push({file: path.relative(themeDir, file), value: match[1]});
    }
  }
  return found;
}

export function assertFadedInlineText(themeDir: string): void {
  const opacities = inlineOpacities(themeDir);
  const other = opacities.find(({value}) => value !== FADED_OPACITY);
  if (other) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      `${other.file} now fades text with opacity ${other.value}, which the rule does not match`,
      "Update the [style*='opacity: …'] rule in src/css/custom.css and FADED_OPACITY in " +
        'plugins/api-reference/fadedInlineText.ts.',
    );
  }
  if (opacities.length === 0) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      'docusaurus-theme-openapi-docs no longer fades any text with an inline opacity',
      "Remove the [style*='opacity: 0.6'] rule from src/css/custom.css and this check.",
    );
  }
}
