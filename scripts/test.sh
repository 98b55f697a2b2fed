#!/usr/bin/env bash
# `npm test`: every check, one stage at a time, each stage timed (the CI note of issue #14 keeps
# these figures). Every Vitest project of vitest.config.ts runs in one of the stages below.
set -euo pipefail
cd "$(dirname "$0")/.."
timings=()
e2e_log=$(mktemp)
trap 'rm -f "$e2e_log"' EXIT
stage() {
  local name=$1 t0
  shift
  t0=$(date +%s)
  printf '\n== %s\n' "$name"
  "$@"
  timings+=("$(printf '%-16s %5ss' "$name" "$(($(date +%s) - t0))")")
}
e2e() { npx vitest run --project e2e 2>&1 | tee "$e2e_log"; }
stage "lint" npx biome check .
stage "typecheck" npx tsc -b
stage "web build" npx vite build apps/web --logLevel warn
stage "vitest unit" npx vitest run --project domain --project web --project web-dom
stage "vitest server" npx vitest run --project server
stage "vitest e2e" e2e
printf '\n== npm test stage times\n'
printf '%s\n' "${timings[@]}"
# The browser walk prints its cost per screen (walk screens=… per_screen=…).
grep -h '^walk ' "$e2e_log" || echo "walk: no figure printed (was the screens walk skipped?)"
