/** `npm run service`: starts the answer service with the configuration of its environment (see service/README.md). */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {indexFromFile} from './answer';
import {missingSettings, readConfig, type AskAiConfig} from './config';
import {createAskAiServer} from './server';
import {createTelemetry} from './telemetry';

/** The name in service/package.json. */
const SERVICE_PACKAGE = '@tessera-docs/service';

/**
 * The folder the default paths (build/…) are relative to: the one that holds the service's own folder, found from
 * this file (service/src/main.ts, or its compiled copy nested deeper in service/dist/) by the nearest package.json:
 * the service's own names its parent, any other (a deployment without it) its own folder.
 */
function repositoryRootAbove(folder: string): string {
  for (let candidate = folder; path.dirname(candidate) !== candidate; candidate = path.dirname(candidate)) {
    const manifest = path.join(candidate, 'package.json');
    if (!existsSync(manifest)) continue;
    const {name} = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string};
    return name === SERVICE_PACKAGE ? path.dirname(candidate) : candidate;
  }
  return process.cwd();
}

const repositoryRoot = repositoryRootAbove(__dirname);

function describe(config: AskAiConfig): string {
  const upstream = config.upstreamUrl ? new URL(config.upstreamUrl).host : 'no upstream';
  return `model ${config.model ?? '(unset)'} via ${upstream}; browsers allowed from ${config.allowedOrigins.join(', ') || 'no origin'}`;
}

async function main() {
  let config: AskAiConfig;
  try {
    config = readConfig(process.env, repositoryRoot);
  } catch (error) {
    console.error(`[service] ${(error as Error).message}`);
    process.exit(1);
  }
  const missing = missingSettings(config);
  if (missing.length > 0) {
    console.warn(`[service] ${missing.join(' and ')} not set: every question will get a "not configured" answer.`);
  }
  const index = indexFromFile(config.corpusPath);
  index().then(
    (loaded) => console.info(`[service] retrieval file: ${loaded.size} sections from ${config.corpusPath}`),
    (error: unknown) => console.warn(`[service] ${(error as Error).message}`),
  );
  const telemetry = createTelemetry(config.otlpEndpoint);
  if (telemetry.enabled) console.info(`[service] tracing to ${new URL(config.otlpEndpoint ?? '').origin}`);

  const service = createAskAiServer({config, index, telemetry});
  const url = await service.listen();
  console.info(`[service] listening on ${url} (${describe(config)})`);

  const stop = async () => {
    await service.close();
    await telemetry.shutdown().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`[service] ${(error as Error).message}`);
  process.exit(1);
});
