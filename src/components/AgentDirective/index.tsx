import React from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {markdownPathFor} from '@site/plugins/llms/paths';
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
 * Whether the path is a page of the site, i.e. its route branch ends in an exact route. An unknown path ends in a
 * catch-all (the not-found page), which has no Markdown twin; the build renders that page at /404.html and the reader
 * meets it at any address, so naming a twin from the address would also differ between the two and break hydration.
 * The API routes' lazy child lists (plugins/lean-bundle) are filled before the page renders.
 */
function isPage(pathname: string): boolean {
  return matchRoutes(routes, pathname).at(-1)?.route.exact === true;
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
  const parts = agentDirectiveParts({
    baseUrl: siteConfig.baseUrl,
    // A page served at `/x/` (src/pages/x/index.tsx) has its twin at `/x.md`, like every other page.
    markdownPath: markdownPathFor(pathname === '/' ? pathname : pathname.replace(/\/+$/, '')),
    serviceUrl: askAiUrl ?? undefined,
  });
  return (
    <p className="visually-hidden" data-agent-directive="">
      For AI agents: an index of every page of these docs is at <FileLink path={parts.llmsTxt} />
      {isPage(pathname) ? (
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
