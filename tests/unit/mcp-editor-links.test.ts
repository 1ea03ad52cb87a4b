import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {editorSetup} from '../../src/components/CopyPageMenu/_links';

describe('editor set-up links of the Copy menu', () => {
  const setup = editorSetup('https://docs.example.com/service/');

  test('the MCP URL is the service base URL plus /mcp', () => {
    assert.equal(setup.mcpUrl, 'https://docs.example.com/service/mcp');
  });

  test('Cursor gets the name and the base64 of {"url": …}', () => {
    assert.equal(
      setup.cursor,
      'cursor://anysphere.cursor-deeplink/mcp/install?name=tessera-docs&config=' +
        'eyJ1cmwiOiJodHRwczovL2RvY3MuZXhhbXBsZS5jb20vc2VydmljZS9tY3AifQ==',
    );
  });

  test('VS Code gets the URL-encoded JSON of name, type http and url', () => {
    assert.equal(
      setup.vscode,
      'vscode:mcp/install?%7B%22name%22%3A%22tessera-docs%22%2C%22type%22%3A%22http%22%2C%22url%22%3A%22' +
        'https%3A%2F%2Fdocs.example.com%2Fservice%2Fmcp%22%7D',
    );
  });

  test('Claude Code gets the exact command', () => {
    assert.equal(setup.claudeCode, 'claude mcp add --transport http tessera-docs https://docs.example.com/service/mcp');
  });
});
