#!/usr/bin/env bash
# `npm test`: every check, identical locally and in CI, timed step by step (the table at the end shows where a
# regression went). Its time target and how it is measured: scripts/bench/README.md, "npm test".
#
# The build is serial work that keeps about one core busy for minutes, so it runs in the background while the checks
# that need no build (typecheck, lint, content checks, unit tests) use the other core. Then the checks that read the
# build, then the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# The test build shows an announcement so that its behaviour (close, persist, reset on a new id) is tested.
export ANNOUNCEMENT_ID="${ANNOUNCEMENT_ID:-e2e-announcement-1}"
export ANNOUNCEMENT_CONTENT="${ANNOUNCEMENT_CONTENT:-Tessera Docs test build: this bar checks the announcement behaviour.}"
# The test build points Ask AI at a loopback port; tests/e2e/ask-ai.test.ts starts the service and a stub model there.
export ASK_AI_URL="${ASK_AI_URL-http://127.0.0.1:8791}"

# Unit test files that read what `npm run build` makes (build/, generated/, service/dist): they run after it, not
# beside it (no build, no generated code ships to API pages, nothing that grows with the routes in what every page
# loads first, valid HTML, no placeholder in an API example, every cURL sample, and the Python and Node.js samples of a representative set, accepted by a mock of the API, the
# service started by `npm run service` from service/dist). A new unit file that reads any of these belongs here: beside
# the build it would read a half-written one.
AFTER_BUILD=(
  tests/unit/api-bundle.test.ts
  tests/unit/api-mock.test.ts
  tests/unit/api-placeholders.test.ts
  tests/unit/ask-ai-service.test.ts
  tests/unit/code-highlight-bundle.test.ts
  tests/unit/first-load.test.ts
  tests/unit/html-validity.test.ts
  tests/unit/indexed-text.test.ts
  tests/unit/retrieval-shards.test.ts
  tests/unit/retrieval-tiers.test.ts
)
BEFORE_BUILD=()
for file in tests/unit/*.test.ts; do
  [[ " ${AFTER_BUILD[*]} " == *" $file "* ]] || BEFORE_BUILD+=("$file")
done
# Node's test runner runs one file at a time on 2 cores (its default is cores - 1); many unit files mostly wait (on
# child processes, servers, timers), so a few at a time keep the cores busy.
UNIT_CONCURRENCY="${UNIT_CONCURRENCY:-4}"

TIMES=()
now() { date +%s.%N; }
elapsed() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.0f", end - start }'; }
record() { TIMES+=("$(printf '%-22s %5s s  %s' "$1" "$2" "${3:-}")"); }
report() {
  printf '\n=== time per step (wall) ===\n'
  printf '%s\n' "${TIMES[@]}"
  printf '%-22s %5s s\n' "npm test" "$(elapsed "$START")"
}
step() {
  local name=$1 started
  shift
  printf '\n=== %s ===\n' "$name"
  started=$(now)
  "$@"
  record "$name" "$(elapsed "$started")"
}
START=$(now)

# The build in its own process group, so that a failing check stops it; its output is shown once it is done.
build_log=$(mktemp)
build_pid=
stop_build() {
  if [ -n "$build_pid" ] && kill -0 "$build_pid" 2>/dev/null; then kill -- "-$build_pid" 2>/dev/null || true; fi
  rm -f "$build_log"
}
trap 'stop_build; report' EXIT
build_started=$(now)
setsid npm run --silent build >"$build_log" 2>&1 &
build_pid=$!
printf '\n=== build (in the background until the unit tests are done; its output follows them) ===\n'

step "typecheck" npm run --silent typecheck
step "lint" npm run --silent lint
step "content checks" npm run --silent check:content
step "unit tests" node --import tsx --test --test-concurrency="$UNIT_CONCURRENCY" "${BEFORE_BUILD[@]}"

printf '\n=== build ===\n'
waited=$(now)
build_status=0
wait "$build_pid" || build_status=$?
build_pid=
cat "$build_log"
record "build" "$(elapsed "$build_started")" "(beside the steps above; $(elapsed "$waited") s waited for it after them)"
if [ "$build_status" -ne 0 ]; then
  echo "npm run build failed (exit $build_status)" >&2
  exit "$build_status"
fi

step "build output checks" node --import tsx --test --test-concurrency="$UNIT_CONCURRENCY" "${AFTER_BUILD[@]}"
step "end-to-end tests" npm run --silent test:e2e
