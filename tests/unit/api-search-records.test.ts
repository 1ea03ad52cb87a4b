import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {API_SPEC_PATH} from '../../shared/api-reference/paths';
import {loadApiDescription, type ApiDescription, type ApiOperation} from '../../plugins/llms/openapi';
import {operationRecordSections, operationsByRoute} from '../../plugins/search-index/apiOperation';
import {recordOfHtml} from '../../plugins/search-index/retrievalRecord';

const root = path.resolve(__dirname, '../..');

/** What the interface of an operation page reads like as text: its tabs, schema trees and samples. */
const operationPage = `<html><head><title>Accept organization invitation | Tessera Docs</title>
<meta name="description" content="Accepts an invitation with the token from the invitation email."></head><body><main>
<h1>Accept organization invitation</h1><div><span>POST</span></div>
<div>/organizations/:organization_id/workspaces/:workspace_id/invite/accept</div>
<p>Accepts an invitation with the token from the invitation email.</p>
<h2 id="request">Request</h2><div>Path Parameters</div><div>organization_idstringrequired</div>
<div>Schema – Example (auto)</div><div>tokenstringrequired emailstringrequired</div>
<h2 id="responses">Responses</h2><ul><li>200</li><li>400</li><li>401</li><li>403</li></ul><div>200 - 400 - 401 - 403</div>
<div>Schema – Example (auto) prefixstringrequired</div></main></body></html>`;

/** Page interface that must never reach a search or MCP record of an operation. */
const CHROME = [/\b\d{3} - \d{3}\b/, /Example \(auto\)/, /Schema –/, /stringrequired/, /Path Parameters/];

describe('search and MCP records of API operation pages', () => {
  let api: ApiDescription;
  let invite: ApiOperation;
  before(async () => {
    api = await loadApiDescription(path.join(root, API_SPEC_PATH));
    const found = api.operations.find((operation) => operation.operationId === 'accept_invitation');
    assert.ok(found);
    invite = found;
  });

  test('hold the summary, description, method and path, and each parameter and body field with its description', () => {
    const record = recordOfHtml(
      operationPage,
      {url: '/reference/api/accept-organization-invitation', route: '/reference/api/accept-organization-invitation'},
      invite,
    );
    assert.equal(record.title, 'Accept organization invitation');
    assert.equal(record.operation, 'POST /organizations/:organization_id/workspaces/:workspace_id/invite/accept');
    const [intro, request, responses] = record.sections;
    assert.deepEqual([intro?.anchor, request?.anchor, responses?.anchor], [null, 'request', 'responses']);
    assert.match(
      intro?.text ?? '',
      /^POST \/organizations\/\{organization_id\}\/workspaces\/\{workspace_id\}\/invite\/accept\n/,
    );
    assert.match(intro?.text ?? '', /Accepts an invitation with the token from the invitation email\./);
    assert.match(request?.text ?? '', /^organization_id \(path, required\): Identifier of the organization\.$/m);
    assert.match(request?.text ?? '', /^project_id \(query\): Project to open after joining\.$/m);
    assert.match(request?.text ?? '', /^token \(body, required\): Invitation token\.$/m);
    assert.match(responses?.text ?? '', /^200: A member of a workspace with their roles\.$/m);
    const text = record.sections.map((section) => section.text).join('\n');
    for (const chrome of CHROME) assert.doesNotMatch(text, chrome);
  });

  test('the page interface is what the record would hold without the operation', () => {
    const record = recordOfHtml(operationPage, {url: '/reference/api/x', route: '/reference/api/x'});
    const text = record.sections.map((section) => section.text).join('\n');
    assert.ok(
      CHROME.some((chrome) => chrome.test(text)),
      'the fixture carries page interface',
    );
  });

  test('every operation has a record with its method and path, a description and no page interface', () => {
    const routes = operationsByRoute(api);
    assert.equal(routes.size, api.operations.length, 'one page route per operation');
    const problems: string[] = [];
    for (const [route, operation] of routes) {
      const sections = operationRecordSections(operation);
      const text = sections.map((section) => section.text).join('\n');
      if (!text.startsWith(`${operation.method.toUpperCase()} ${operation.path}\n`)) problems.push(`${route}: method`);
      if (!operation.description || !text.includes(operation.description.replace(/\s+/g, ' ').trim().slice(0, 40))) {
        problems.push(`${route}: description`);
      }
      for (const parameter of operation.parameters ?? []) {
        if (!new RegExp(`^${parameter.name} \\(${parameter.in}`, 'm').test(text))
          problems.push(`${route}: ${parameter.name}`);
      }
      if (CHROME.some((chrome) => chrome.test(text))) problems.push(`${route}: page interface`);
    }
    assert.deepEqual(problems, []);
  });
});
