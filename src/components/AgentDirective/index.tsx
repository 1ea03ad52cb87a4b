import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPathFor} from '@site/shared/llmsPaths';
import {agentDirectiveParts} from './directive';

/**
 * A link to a file of the build (not a route): `pathname://` keeps the router and the broken-link check away. Out of
 * the tab order, so that keyboard focus never lands on text nobody sees; screen readers still read and follow it.
 */
function FileLink({path}: {path: string}): React.JSX.Element {
  return (
    <Link to={`pathname://${path}`} autoAddBaseUrl={false} tabIndex={-1}>
      {path}
    </Link>
  );
}

/**
 * The path of the page route that the URL shows, as the build wrote it, or undefined for the "page not found" page.
 * Not the URL's own pathname: "/a/b/" shows the page "/a/b", and an unknown URL shows the page rendered as 404.html;
 * the server's HTML and the first client render must name the same Markdown path (else React's hydration fails).
 */
function pageRoutePath(pathname: string): string | undefined {
  const leaf = matchRoutes(routes, pathname).at(-1)?.route;
  return leaf?.exact && typeof leaf.path === 'string' && leaf.path !== '*' ? leaf.path : undefined;
}

/**
 * A short note for AI agents that read the HTML: where the index of every page (/llms.txt), this page's Markdown and,
 * when the site has a service, the MCP endpoint are. Visually hidden, but read by screen readers as an ordinary
 * sentence, so it is phrased for people too. Rendered first in every page's main area, so agents meet it early.
 */
export default function AgentDirective(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const {askAiUrl} = siteConfig.customFields as {askAiUrl?: string | null};
  const routePath = pageRoutePath(pathname);
  const parts = agentDirectiveParts({
    baseUrl: siteConfig.baseUrl,
    markdownPath: markdownPathFor(routePath ?? '/'),
    serviceUrl: askAiUrl ?? undefined,
  });
  return (
    <p className="visually-hidden" data-agent-directive="">
      For AI agents: an index of every page of these docs is at <FileLink path={parts.llmsTxt} />
      {routePath ? (
        <>
          , and this page is available as Markdown at <FileLink path={parts.markdown} />
        </>
      ) : null}
      {parts.mcpEndpoint ? (
        <>
          ; an MCP server for searching and reading the docs is at <code>{parts.mcpEndpoint}</code>
        </>
      ) : null}
      .
    </p>
  );
}
