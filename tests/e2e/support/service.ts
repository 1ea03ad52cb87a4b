import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {freePort} from './raw-http';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningService {
  /** The service's own address, e.g. `127.0.0.1:41234`: what TESSERA_SERVICE_UPSTREAM names. */
  address: string;
  /** Everything the service printed, to show when a test fails. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the Tessera Docs service in its own process, as an operator runs it, on a free loopback port, and waits
 * until it answers /healthz. The one place that knows how the service is started: change it here when that changes.
 * Tracing is off unless `env` turns it on.
 */
export async function startService(env: Record<string, string>): Promise<RunningService> {
  const port = await freePort();
  // `npm run service` without npm: the service/dist that `npm run build` made (compiled first if stale, hence 60 s).
  const child = spawn(process.execPath, ['scripts/service.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ASK_AI_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      ...env,
      ASK_AI_HOST: '127.0.0.1',
      ASK_AI_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A service that does not finish its open answers in time is not what these tests examine: end it.
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };

  const healthz = `http://127.0.0.1:${port}/healthz`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The service exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(healthz)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt === 600) {
      await stop();
      throw new Error(`The service did not answer ${healthz} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {address: `127.0.0.1:${port}`, output: () => output, stop};
}
