#!/usr/bin/env bash
# Trunk's post-build hook: adds the oEmbed documents to the staged site.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --offline --release -q -p lessons --bin site -- "${TRUNK_STAGING_DIR:?run by trunk}"
