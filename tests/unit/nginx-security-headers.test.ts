/**
 * nginx drops every inherited add_header in a block that has one of its own, so a location that adds a header (the
 * 429 of the service's limits, say) would answer without the Content-Security-Policy and the other security headers.
 * Every block of deploy/nginx.conf that adds a header must include the one file that holds them.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INCLUDE = 'include tessera-docs/security-headers.conf;';

interface Block {
  /** What opens the block, e.g. `location @tessera_service_limited`. */
  head: string;
  /** The block's own directives, without those of nested blocks. */
  directives: string[];
}

/** The blocks of an nginx configuration with their own directives (comments and quoted braces are handled). */
function nginxBlocks(config: string): Block[] {
  const text = config.replace(/#[^\n]*/g, '');
  const blocks: Block[] = [];
  const stack: Block[] = [{head: '(top level)', directives: []}];
  let current = '';
  let quote: string | undefined;
  for (const char of text) {
    if (quote) {
      current += char;
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === '{') {
      stack.push({head: current.trim().replace(/\s+/g, ' '), directives: []});
      current = '';
    } else if (char === '}') {
      const closed = stack.pop();
      if (closed) blocks.push(closed);
      current = '';
    } else if (char === ';') {
      stack.at(-1)?.directives.push(`${current.trim().replace(/\s+/g, ' ')};`);
      current = '';
    } else current += char;
  }
  blocks.push(...stack);
  return blocks;
}

describe('the security headers of deploy/nginx.conf', () => {
  const config = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const blocks = nginxBlocks(config);

  test('every block that adds a header includes the security headers', () => {
    const adding = blocks.filter((block) => block.directives.some((directive) => directive.startsWith('add_header ')));
    assert.ok(adding.length >= 2, 'the server and the 429 location add headers');
    const without = adding.filter((block) => !block.directives.includes(INCLUDE)).map((block) => block.head);
    assert.deepEqual(without, [], `add "${INCLUDE}" to these blocks`);
  });

  test('the included file sets them all, and no block sets one of them apart', () => {
    const file = readFileSync(path.join(root, 'deploy/nginx/security-headers.conf'), 'utf8');
    const names = [...file.matchAll(/^add_header (\S+)/gm)].map((match) => match[1]);
    assert.deepEqual(names, [
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    const apart = blocks.flatMap((block) =>
      block.directives.filter((directive) => names.some((name) => directive.startsWith(`add_header ${name} `))),
    );
    assert.deepEqual(apart, [], 'set security headers in deploy/nginx/security-headers.conf only');
  });

  test('the parser sees a location that adds a header without the include', () => {
    const hostile = `server { ${INCLUDE} add_header A 1; location @x { add_header B "{;}"; return 429; } }`;
    const failing = nginxBlocks(hostile).filter(
      (block) => block.directives.some((d) => d.startsWith('add_header ')) && !block.directives.includes(INCLUDE),
    );
    assert.deepEqual(
      failing.map((block) => block.head),
      ['location @x'],
    );
  });
});
