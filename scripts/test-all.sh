#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Identical locally and in CI.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "content checks"; npm run --silent check:content
step "unit tests"; npm run --silent test:unit
step "build"; npm run --silent build
step "end-to-end tests"; npm run --silent test:e2e
