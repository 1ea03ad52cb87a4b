import React, {useMemo, type ReactNode} from 'react';
import {Lexer, type Token, type Tokens} from 'marked';
import type {AnswerSource} from '@site/shared/askAiProtocol';
import {safeLink} from './safeLink';

/*
 * Answers are parsed by marked's lexer, and its tokens are turned into React elements here: marked never writes HTML,
 * so nothing in an answer can become markup, and raw HTML in an answer is shown as the text it is.
 *
 * Chosen by measurement (minified, gzip -9, parser alone): the hand-written parser this replaced 1.3 KB; marked 18.2.1
 * 15.3 KB (a single module, so no tree shaking: the lexer costs as much as the whole); micromark with
 * mdast-util-from-markdown 17.0 KB, 18.9 KB with GFM tables; markdown-it 15 41.7 KB. snarkdown (1 KB) was ruled out
 * unmeasured: it passes raw HTML through into the HTML string it returns. Only marked stays within the 15 KiB the Ask AI
 * chunk may grow by: this renderer with marked is 16.6 KB against 2.2 KB for the old parser and renderer, +14.1 KiB; in
 * the production build the chunks the search dialog loads grew by 14.8 KiB gzip (marked went to a chunk of its own).
 * It also reads what the old parser did not: nested lists, autolinks, hard breaks, strikethrough, escapes.
 */

export interface MarkdownLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  ariaLabel?: string;
}

export interface LinkRendering {
  /** Renders a link (the site passes Docusaurus' Link, tests a plain anchor); it only receives checked hrefs. */
  renderLink: (props: MarkdownLinkProps) => ReactNode;
  /** Origin of the page the answer is shown on, which links are resolved against. */
  pageOrigin: string;
}

/** The link if its href passes `safeLink`, else `fallback` (by default its text alone, not a link). */
export function checkedLink(
  rendering: LinkRendering,
  link: MarkdownLinkProps,
  fallback: ReactNode = link.children,
): ReactNode {
  const href = safeLink(link.href, rendering.pageOrigin);
  return href === undefined ? fallback : rendering.renderLink({...link, href});
}

export interface MarkdownProps extends LinkRendering {
  text: string;
  /** Sources of the answer, by number; until they arrive, citations show as plain "[n]". */
  sources?: AnswerSource[];
  citationClassName?: string;
}

/** `[1]`, `[2, 3]`: the model cites its numbered sources this way (see ask-ai/src/prompt.ts). */
const CITATION = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;

function citation(number: number, key: string, props: MarkdownProps): ReactNode {
  const source = props.sources?.find((candidate) => candidate.n === number);
  if (!source) return `[${number}]`;
  return (
    <React.Fragment key={key}>
      {checkedLink(
        props,
        {
          href: source.url,
          className: props.citationClassName,
          ariaLabel: `Source ${number}: ${source.title}`,
          children: number,
        },
        `[${number}]`,
      )}
    </React.Fragment>
  );
}

/** Plain text with its citations linked to their sources. */
function withCitations(text: string, key: string, props: MarkdownProps): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CITATION)) {
    parts.push(text.slice(last, match.index));
    match[1].split(',').forEach((part, index) => {
      parts.push(citation(Number(part.trim()), `${key}-${match.index}-${index}`, props));
    });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}

/** Text that marked leaves as it was written: plain text, escapes, raw HTML (shown, never run), unknown tokens. */
function literalText(token: Token): string | undefined {
  switch (token.type) {
    case 'text':
    case 'escape':
    case 'html':
    case 'tag':
      return token.text;
    case 'checkbox':
      return token.checked ? '[x] ' : '[ ] ';
    default:
      return undefined;
  }
}

function inlines(tokens: readonly Token[] | undefined, props: MarkdownProps, key = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  // marked splits text where a link might have started (`[`), so citations are found in the text joined again.
  let text = '';
  const flushText = (index: number) => {
    if (text) nodes.push(...withCitations(text, `${key}-${index}`, props));
    text = '';
  };
  (tokens ?? []).forEach((token, index) => {
    const literal = token.type === 'text' && token.tokens ? undefined : literalText(token);
    if (literal !== undefined) {
      text += literal;
      return;
    }
    flushText(index);
    const childKey = `${key}-${index}`;
    nodes.push(<React.Fragment key={childKey}>{inline(token, props, childKey)}</React.Fragment>);
  });
  flushText(tokens?.length ?? 0);
  return nodes;
}

function inline(token: Token, props: MarkdownProps, key: string): ReactNode {
  switch (token.type) {
    case 'text':
      return inlines(token.tokens, props, key);
    case 'strong':
      return <strong>{inlines(token.tokens, props, key)}</strong>;
    case 'em':
      return <em>{inlines(token.tokens, props, key)}</em>;
    case 'del':
      return <del>{inlines(token.tokens, props, key)}</del>;
    case 'codespan':
      return <code>{token.text}</code>;
    case 'br':
      return <br />;
    case 'link':
      return checkedLink(props, {href: token.href, children: inlines(token.tokens, props, key)});
    case 'image':
      // An answer never loads an image: it is a link to it, under its description.
      return checkedLink(props, {href: token.href, children: token.text || token.href});
    default:
      return 'raw' in token && typeof token.raw === 'string' ? token.raw : null;
  }
}

function block(token: Token, props: MarkdownProps, key: string): ReactNode {
  switch (token.type) {
    case 'paragraph':
      return <p key={key}>{inlines(token.tokens, props, key)}</p>;
    case 'heading':
      // Answer headings stay inside the answer: styled text, not entries of the page's outline.
      return (
        <p key={key} role="heading" aria-level={Math.min(6, token.depth + 2)}>
          <strong>{inlines(token.tokens, props, key)}</strong>
        </p>
      );
    case 'list': {
      const items = (token as Tokens.List).items.map((item, index) => (
        <li key={index}>{blocks(item.tokens, props, `${key}-${index}`)}</li>
      ));
      return token.ordered ? (
        <ol key={key} start={token.start === '' ? 1 : Number(token.start)}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'code':
      return (
        <pre key={key} data-language={token.lang || undefined} tabIndex={0}>
          <code>{token.text}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{blocks(token.tokens ?? [], props, key)}</blockquote>;
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <div key={key} role="region" aria-label="Table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {table.header.map((cell, index) => (
                  <th key={index}>{inlines(cell.tokens, props, `${key}-h${index}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{inlines(cell.tokens, props, `${key}-${rowIndex}-${index}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'hr':
      return <hr key={key} />;
    case 'space':
    case 'def':
      return null;
    case 'html':
      return <p key={key}>{token.text}</p>;
    default:
      // Text of a tight list item, and any token a later marked may add: shown as its text.
      return <React.Fragment key={key}>{inlines([token], props, key)}</React.Fragment>;
  }
}

function blocks(tokens: readonly Token[], props: MarkdownProps, key: string): ReactNode[] {
  return tokens.map((token, index) => block(token, props, `${key}-${index}`));
}

/** The answer's tokens; an answer marked cannot read (thousands of nested quotes overflow its stack) is one text. */
function tokensOf(text: string): Token[] {
  try {
    return Lexer.lex(text, {gfm: true});
  } catch {
    return [{type: 'paragraph', raw: text, text, tokens: [{type: 'text', raw: text, text}]}];
  }
}

/** An answer as React elements: text stays text, so HTML in an answer is shown, never run. */
export default function Markdown(props: MarkdownProps): React.JSX.Element {
  const tokens = useMemo(() => tokensOf(props.text), [props.text]);
  return <>{blocks(tokens, props, 'b')}</>;
}
