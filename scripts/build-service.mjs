#!/usr/bin/env node
/** `npm run build:service`: compiles the answer service into service/dist (part of `npm run build`). */
import {buildService} from './lib/service-build.mjs';

process.exit(buildService());
