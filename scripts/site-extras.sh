#!/usr/bin/env bash
# Trunk's post-build hook: adds the lesson packs and the oEmbed documents to the staged site.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
staging="${TRUNK_STAGING_DIR:?run by trunk}"

# One wasm module per lesson with that lesson's models (packs/), loaded by the page with the
# lesson. Always the size-and-speed profile of the page's own wasm: the models run on every move.
cargo build --offline -q -p packs --bins --target wasm32-unknown-unknown --profile wasm
built="${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm"
mkdir -p "$staging/packs"
for f in "$built"/l[0-9][0-9].wasm; do
  wasm-opt -Oz --strip-debug --strip-producers "$f" -o "$staging/packs/$(basename "$f")"
done

cargo run --offline --release -q -p lessons --bin site -- "$staging"
