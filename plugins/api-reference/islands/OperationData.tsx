// Where the page's operation is, as JSON in its HTML, for "Try it" (src/theme/ApiItem/TryIt reads it from there and
// fetches the file): a data island, so that neither the page's script nor its HTML carries the operation itself.
// `npm run gen:api` adds it to every operation page (plugins/api-reference/sampleDelivery.ts writes the file).
import React, {type ReactNode} from 'react';

/** Escapes `<`, so that no string of the operation can close the script element. */
export function operationJson(operation: object): string {
  return JSON.stringify(operation).replace(/</g, '\\u003c');
}

export default function OperationData(operation: object): ReactNode {
  return <script type="application/json" dangerouslySetInnerHTML={{__html: operationJson(operation)}} />;
}
