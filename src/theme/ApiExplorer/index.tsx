// Replaced, not wrapped: the theme's explorer also generates code samples in the browser with postman-code-generators
// (≈540 KB gzip). Samples are built ahead instead (plugins/api-reference); this is the request builder alone, which
// src/theme/ApiItem loads when the reader presses "Try it".
import React from 'react';
import Request from '@theme/ApiExplorer/Request';
import Response from '@theme/ApiExplorer/Response';
import SecuritySchemes from '@theme/ApiExplorer/SecuritySchemes';
import type {ApiOperation} from '@site/src/theme/ApiItem/explorerStore';

export default function ApiExplorer({item, infoPath}: {item: ApiOperation; infoPath?: string}): React.JSX.Element {
  return (
    <>
      <SecuritySchemes infoPath={infoPath} />
      <Request item={item} />
      <Response item={item} />
    </>
  );
}
