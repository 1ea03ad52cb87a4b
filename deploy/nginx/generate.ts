/**
 * `npm run gen:nginx`: writes the generated part of the nginx configuration (legacy redirects, CSP, base URL values;
 * see maps.ts) for the production build in build/. Run it after `npm run build`, with the same
 * environment, and install the result next to deploy/nginx.conf (see deploy/README.md).
 *
 *   npm run gen:nginx [-- --out <file>] [-- --brotli]
 *
 * --out     where to write (default deploy/generated/tessera-docs-maps.conf)
 * --brotli  also enable brotli compression; the server needs nginx's brotli module
 *
 * TESSERA_SERVICE_UPSTREAM  where nginx finds the service behind /service/: host:port, or several replicas
 *                           separated by commas (default 127.0.0.1:8787)
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {analytics, askAiUrl} from '../../config/links';
import {redirects} from '../../config/redirects';
import {site} from '../../config/site';
import {loadApiModel} from '../../plugins/api-reference/model';
import {API_SPEC_PATH} from '../../shared/api-reference/paths';
import {apiServerOrigins, buildInlineScriptHashes, originOf} from './csp';
import {renderNginxMaps} from './maps';
import {parseServiceUpstreams} from './upstreams';

const root = path.resolve(__dirname, '../..');

const {values} = parseArgs({
  options: {
    out: {type: 'string', default: path.join(root, 'deploy/generated/tessera-docs-maps.conf')},
    brotli: {type: 'boolean', default: false},
    'build-dir': {type: 'string', default: path.join(root, 'build')},
  },
});

async function main(): Promise<void> {
  // The servers of the one model of the API description (plugins/api-reference/model.ts).
  const apiOrigins = apiServerOrigins((await loadApiModel(path.join(root, API_SPEC_PATH))).servers);
  const connectOrigins: string[] = [];
  const scriptOrigins: string[] = [];
  const askAiOrigin = originOf(askAiUrl);
  if (askAiOrigin) connectOrigins.push(askAiOrigin);
  const posthogOrigin = analytics.posthogKey ? originOf(analytics.posthogHost) : undefined;
  if (posthogOrigin) {
    connectOrigins.push(posthogOrigin);
    scriptOrigins.push(posthogOrigin);
  }
  if (analytics.googleTagId || analytics.googleTagManagerId) {
    console.warn(
      '[gen:nginx] GOOGLE_TAG_ID / GOOGLE_TAG_MANAGER_ID is set but the Content-Security-Policy does not list ' +
        "Google's hosts: add them to $tessera_csp in the generated file or the tags will be blocked.",
    );
  }

  let serviceUpstreams: string[];
  try {
    serviceUpstreams = parseServiceUpstreams(process.env.TESSERA_SERVICE_UPSTREAM);
  } catch (error) {
    console.error(`[gen:nginx] ${(error as Error).message}`);
    process.exit(1);
  }

  const output = renderNginxMaps({
    redirects,
    baseUrl: site.baseUrl,
    brotli: values.brotli,
    serviceUpstreams,
    csp: {
      scriptHashes: buildInlineScriptHashes(values['build-dir'], redirects),
      connectOrigins,
      scriptOrigins,
      apiOrigins,
    },
  });
  mkdirSync(path.dirname(values.out), {recursive: true});
  writeFileSync(values.out, output);
  console.log(
    `[gen:nginx] ${redirects.length} redirects, base URL ${site.baseUrl}, service at ${serviceUpstreams.join(', ')}: ` +
      `wrote ${values.out}`,
  );
}

main().catch((error: unknown) => {
  console.error(`[gen:nginx] ${(error as Error).message}`);
  process.exit(1);
});
