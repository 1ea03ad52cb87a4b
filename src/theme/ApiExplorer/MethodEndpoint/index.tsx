// Replaced: the theme puts the path's <h2> inside a <pre>, which HTML does not allow (the Nu Html Checker reports it),
// and in the browser writes the request builder's server before the path, which the server HTML lacks, so the line
// grew after hydration. Here the line is method and path, on the server and in the browser: the server follows the
// Cloud / Self-hosted switch and belongs to "Try it". Same class names, so the theme's styles still apply.
import React from 'react';
import Heading from '@theme/Heading';

const METHOD_COLOURS: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

export default function MethodEndpoint({method, path}: {method: string; path: string}): React.ReactNode {
  const colour = METHOD_COLOURS[method.toLowerCase()];
  return (
    <>
      <div className="openapi__method-endpoint">
        <span className={`badge${colour ? ` badge--${colour}` : ''}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <Heading as="h2" className="openapi__method-endpoint-path">
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </Heading>
        )}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
