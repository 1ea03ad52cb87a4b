/**
 * Workaround of the OpenAPI theme's schema and parameter rows (SchemaItem, ParamsItem): the row's name, type and
 * "required" badge are sibling elements with no text between them, so the row's text, which screen readers, copy and
 * paste and agents comparing the page with its Markdown twin read, is "user_idstring<uuid>required". The rows are flex
 * containers (`.openapi-schema__container`), where a space between items draws nothing, so the build puts one there:
 * the text becomes "user_id string<uuid> required" and the page looks the same. Unnecessary once the theme separates
 * them itself; the build fails when no page needed it (assertSchemaLabelTextApplies).
 */
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

/**
 * An element's end, or a heading's last letter ("Body (application/json)" before its "required" badge), right before
 * the next part of a schema row (type, divider, badge), with nothing between them.
 */
const GLUED =
  /(<\/(?:strong|span)>|[^\s<>])(?=<(?:span|strong) class="openapi-schema__(?:name|type|divider|required|deprecated|nullable)")/g;

/** The page with a space between the parts of each schema row; `spaced` counts them. */
export function spaceSchemaLabels(html: string): {html: string; spaced: number} {
  let spaced = 0;
  const result = html.replace(GLUED, (end: string) => {
    spaced += 1;
    return `${end} `;
  });
  return {html: result, spaced};
}

export function assertSchemaLabelTextApplies(spaced: number): void {
  if (spaced === 0) {
    throw new WorkaroundStoppedApplying(
      'spaces between the parts of the theme’s schema rows',
      'no API page has a schema row whose name, type and badges touch',
      'Remove plugins/api-reference/schemaLabelText.ts and its call in index.ts.',
    );
  }
}
