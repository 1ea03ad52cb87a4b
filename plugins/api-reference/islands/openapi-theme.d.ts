/**
 * The OpenAPI theme components the islands render on the server (./rendered). The theme declares no types for its
 * component modules; the generated pages pass them props the islands do not read.
 */
declare module '@theme/ApiExplorer/MethodEndpoint' {
  import type {ReactNode} from 'react';

  export default function MethodEndpoint(props: {method: string; path: string; context?: string}): ReactNode;
}

declare module '@theme/ParamsDetails' {
  import type {ReactNode} from 'react';

  export default function ParamsDetails(props: object): ReactNode;
}

declare module '@theme/RequestSchema' {
  import type {ReactNode} from 'react';

  export default function RequestSchema(props: object): ReactNode;
}

declare module '@theme/StatusCodes' {
  import type {ReactNode} from 'react';

  export default function StatusCodes(props: object): ReactNode;
}
