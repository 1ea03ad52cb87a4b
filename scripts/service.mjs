#!/usr/bin/env node
/**
 * `npm run service`: starts the answer service from its compiled JavaScript, service/dist/main.js, compiling it first
 * when it is missing or older than its sources and TypeScript is at hand. Where dev dependencies are not installed,
 * it runs the service/dist that `npm run build` made (see service/README.md).
 */
import {pathToFileURL} from 'node:url';
import {buildService, serviceBuildState, serviceEntry, typescriptCompiler} from './lib/service-build.mjs';

const state = serviceBuildState();
if (state !== 'current') {
  if (typescriptCompiler()) {
    console.info(
      `[service] ${state === 'missing' ? 'No build of the service yet' : 'Sources changed'}: compiling service/dist.`,
    );
    const status = buildService();
    if (status !== 0) process.exit(status);
  } else if (state === 'missing') {
    console.error(
      '[service] service/dist/main.js is missing: run `npm run build` (or `npm run build:service`) with dev',
    );
    console.error('[service] dependencies installed, and deploy service/dist with the site.');
    process.exit(1);
  } else {
    console.warn(
      '[service] service/dist is older than service/src and TypeScript is not installed: starting it as built.',
    );
  }
}

// In this process, so that signals and the exit code are the service's own.
await import(pathToFileURL(serviceEntry).href);
