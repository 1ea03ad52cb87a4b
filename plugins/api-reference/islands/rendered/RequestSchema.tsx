import React, {type ReactNode} from 'react';
import RequestSchema from '@theme/RequestSchema';
import {renderedIsland} from '../RenderedIsland';

interface RequestSchemaProps {
  title?: string;
  body?: {content?: Record<string, unknown>};
}

/**
 * The request body's heading names its media type ("Body (application/json)"): it sits inside that media type's tab,
 * and a heading that only says "Body" does not tell a reader of the serialised page (or an agent) which tab it is in.
 * With several media types the theme repeats one title in every tab, so it stays as it is there.
 */
export function bodyTitle({title = 'Body', body}: RequestSchemaProps): string {
  const types = Object.keys(body?.content ?? {});
  return types.length === 1 ? `${title} (${types[0]})` : title;
}

function NamedRequestSchema(props: RequestSchemaProps): ReactNode {
  const named: RequestSchemaProps = {...props, title: bodyTitle(props)};
  return <RequestSchema {...named} />;
}

export default renderedIsland('RequestSchema', NamedRequestSchema);
