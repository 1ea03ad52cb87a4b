import React, {type ReactNode} from 'react';
import type {AnswerSource} from '@site/shared/askAiProtocol';
import {parseMarkdown, type Block, type Inline} from './markdown';
import {safeLink} from './safeLink';

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

function inlines(nodes: Inline[], props: MarkdownProps): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inlines(node.children, props)}</strong>;
      case 'emphasis':
        return <em key={index}>{inlines(node.children, props)}</em>;
      case 'link':
        return (
          <React.Fragment key={index}>
            {checkedLink(props, {href: node.href, children: inlines(node.children, props)})}
          </React.Fragment>
        );
      case 'citation':
        return (
          <React.Fragment key={index}>
            {node.numbers.map((number) => {
              const source = props.sources?.find((candidate) => candidate.n === number);
              if (!source) return `[${number}]`;
              return (
                <React.Fragment key={number}>
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
            })}
          </React.Fragment>
        );
      default:
        return null;
    }
  });
}

function block(node: Block, index: number, props: MarkdownProps): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={index}>{inlines(node.content, props)}</p>;
    case 'heading':
      // Answer headings stay inside the answer: styled text, not entries of the page's outline.
      return (
        <p key={index} role="heading" aria-level={Math.min(6, node.level + 2)}>
          <strong>{inlines(node.content, props)}</strong>
        </p>
      );
    case 'list': {
      const items = node.items.map((item, itemIndex) => <li key={itemIndex}>{inlines(item, props)}</li>);
      return node.ordered ? (
        <ol key={index} start={node.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      );
    }
    case 'code':
      return (
        <pre key={index} data-language={node.language || undefined} tabIndex={0}>
          <code>{node.code}</code>
        </pre>
      );
    case 'quote':
      return <blockquote key={index}>{inlines(node.content, props)}</blockquote>;
    case 'table':
      return (
        <div key={index} role="region" aria-label="Table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {node.header.map((cell, cellIndex) => (
                  <th key={cellIndex}>{inlines(cell, props)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{inlines(cell, props)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return null;
  }
}

/** An answer as React elements: text stays text, so HTML in an answer is shown, never run. */
export default function Markdown(props: MarkdownProps): React.JSX.Element {
  return <>{parseMarkdown(props.text).map((node, index) => block(node, index, props))}</>;
}
