// Replaced, not wrapped: the theme's explorer also generates code samples in the browser with postman-code-generators
// (≈540 KB gzip). Samples are built ahead instead (plugins/api-reference); this is the request builder alone, which
// src/theme/ApiItem loads when the reader presses "Try it". It sends and reports with its own form and response panel
// (src/theme/ApiItem/TryIt/Request.tsx), which say what happened when a request fails.
import React, {useLayoutEffect} from 'react';
import SecuritySchemes from '@theme/ApiExplorer/SecuritySchemes';
import {setServerVariable} from '@theme/ApiExplorer/Server/slice';
import {useTypedDispatch} from '@theme/ApiItem/hooks';
import {useApiOrigin} from '@site/src/components/ApiHostSwitch/store';
import type {ApiOperation} from '@site/src/theme/ApiItem/explorerStore';
import Request from '@site/src/theme/ApiItem/TryIt/Request';
import {ORIGIN_VARIABLE} from '@site/src/theme/ApiItem/TryIt/server';

/**
 * Sends to the origin of the Cloud / Self-hosted switch, now and after every change of it while the builder is open.
 * A layout effect, so that the first paint already shows the reader's host, not Cloud for a frame.
 */
function useServerFollowsHostSwitch(): void {
  const origin = useApiOrigin();
  const dispatch = useTypedDispatch();
  useLayoutEffect(() => {
    dispatch(setServerVariable(JSON.stringify({key: ORIGIN_VARIABLE, value: origin})));
  }, [dispatch, origin]);
}

export default function ApiExplorer({item, infoPath}: {item: ApiOperation; infoPath?: string}): React.JSX.Element {
  useServerFollowsHostSwitch();
  return (
    <>
      <SecuritySchemes infoPath={infoPath} />
      <Request item={item} />
    </>
  );
}
