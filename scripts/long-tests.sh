#!/usr/bin/env bash
# The long runs (not part of scripts/test.sh): 10,000 property cases per model, a 10-minute UI
# fuzz over every lesson, and 10,000 slider changes for the memory check. Expects a built dist/ (scripts/test.sh or trunk build --release).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PROPTEST_CASES=10000 PROPTEST_TIMES=1 cargo test --release --locked -p compute --test properties -- --nocapture
lessons=$(ls lessons/content/pages/*.toml | wc -l)
FUZZ_SECONDS=$(( 600 / lessons )) node --test tests/browser/fuzz.test.mjs
# Lesson 6 draws the most (three long timelines over 1,200 rounds): the heaviest page.
MEMORY_CHANGES=10000 MEMORY_LESSON=6 node --test tests/browser/memory.test.mjs
