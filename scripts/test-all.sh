#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Identical locally and in CI.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "content checks"; npm run --silent check:content
step "unit tests"; npm run --silent test:unit
# The test build shows an announcement so that its behaviour (close, persist, reset on a new id) is tested.
export ANNOUNCEMENT_ID="${ANNOUNCEMENT_ID:-e2e-announcement-1}"
export ANNOUNCEMENT_CONTENT="${ANNOUNCEMENT_CONTENT:-Tessera Docs test build: this bar checks the announcement behaviour.}"
# The test build points Ask AI at a loopback port; tests/e2e/ask-ai.test.ts starts the service and a stub model there.
export ASK_AI_URL="${ASK_AI_URL-http://127.0.0.1:8791}"
step "build"; npm run --silent build
# The unit step above runs before the build; these files read the build (no code generator shipped to API pages,
# nothing that grows with the routes in what every page loads first, no placeholder in an API example, every cURL
# sample, and the Python and Node.js samples of a representative set, accepted by a mock of the API).
step "build output checks"; node --import tsx --test tests/unit/api-bundle.test.ts tests/unit/first-load.test.ts \
  tests/unit/html-validity.test.ts \
  tests/unit/indexed-text.test.ts tests/unit/retrieval-tiers.test.ts tests/unit/api-placeholders.test.ts \
  tests/unit/api-mock.test.ts tests/unit/code-highlight-bundle.test.ts
step "end-to-end tests"; npm run --silent test:e2e
