import type {RecordSection} from '../../shared/retrieval';
import {API_ROUTE} from '../../shared/api-reference/paths';
import {readableOperationTitle} from '../api-reference/operationTitle';
import type {ApiDescription, ApiOperation, Schema} from '../llms/openapi';

/**
 * What search, Ask AI and MCP index of an API operation page, written from the OpenAPI description rather than read
 * from the rendered page: the page's text is mostly interface (status tabs "201 - 400 - 401 …", schema trees
 * "Schema – Example (auto) … prefixstringrequired", samples in nine languages), which made useless excerpts. The
 * record holds what a reader searches for: the summary, the description, the method and path, each parameter and
 * body field with its description, and what each response means. Anchors are the page's own headings.
 */
export function operationRecordSections(operation: ApiOperation): RecordSection[] {
  const method = operation.method.toUpperCase();
  const intro = [`${method} ${operation.path}`, oneLine(operation.description ?? operation.summary ?? '')];
  const sections: RecordSection[] = [{anchor: null, heading: null, text: intro.filter(Boolean).join('\n')}];

  const request: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    request.push(
      field(parameter.name, parameter.in, parameter.required, parameter.description ?? parameter.schema?.description),
    );
  }
  const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  if (operation.requestBody?.description) request.push(`Body: ${oneLine(operation.requestBody.description)}`);
  if (body) request.push(...bodyFields(body, 'body'));
  if (request.length > 0) sections.push({anchor: 'request', heading: 'Request', text: request.join('\n')});

  const responses = Object.entries(operation.responses ?? {}).map(
    ([status, response]) => `${status}: ${oneLine(response.description ?? '')}`,
  );
  if (responses.length > 0) sections.push({anchor: 'responses', heading: 'Responses', text: responses.join('\n')});
  return sections;
}

/** The operations of a description by the route of their page (`/reference/api/<slug>`, without the base URL). */
export function operationsByRoute(api: ApiDescription): Map<string, ApiOperation> {
  return new Map(api.operations.map((operation) => [`${API_ROUTE}${operation.slug}`, operation]));
}

/** The title of an operation page as the page shows it. */
export function operationTitle(operation: ApiOperation): string {
  return operation.summary ? readableOperationTitle(operation.summary) : operation.operationId;
}

function field(name: string, place: string, required: boolean | undefined, description: string | undefined): string {
  const text = oneLine(description ?? '');
  return `${name} (${place}${required ? ', required' : ''})${text ? `: ${text}` : ''}`;
}

/** The first level of a body's fields, and the fields of an object that is a body's only field. */
function bodyFields(schema: Schema, place: string): string[] {
  const object = merged(schema);
  const required = new Set(object.required ?? []);
  const entries = Object.entries(object.properties ?? {}).filter(([, property]) => !property.readOnly);
  const lines = entries.map(([name, property]) =>
    field(name, place, required.has(name), property.description ?? merged(property).description),
  );
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only && merged(only[1]).properties) lines.push(...bodyFields(only[1], `${place}.${only[0]}`));
  return lines;
}

function merged(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  return schema.allOf.map(merged).reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: {...all.properties, ...part.properties},
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    {description: schema.description},
  );
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
