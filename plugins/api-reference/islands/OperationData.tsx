// The page's operation as JSON in its HTML, for "Try it" (src/theme/ApiItem/TryIt reads it from there): a data island,
// so that the page's script does not carry it. `npm run gen:api` adds it to every operation page.
import React, {type ReactNode} from 'react';

/** Escapes `<`, so that no string of the operation can close the script element. */
export function operationJson(operation: object): string {
  return JSON.stringify(operation).replace(/</g, '\\u003c');
}

export default function OperationData(operation: object): ReactNode {
  return <script type="application/json" dangerouslySetInnerHTML={{__html: operationJson(operation)}} />;
}
