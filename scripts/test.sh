#!/usr/bin/env bash
# Every test: formatting and lints, native cargo tests, the no_std and wasm builds of sim-core, the release build of
# the site, and the browser tests against it. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh

printf '\n== formatting and lints (rustfmt, clippy with warnings as errors)\n'
cargo fmt --all --check
# Modules declared by the page list's macros (the renderers `lessons/compute/src/lNN/*.rs`) are out
# of cargo fmt's reach: check them by name.
rustfmt --check --edition 2021 $(git ls-files 'lessons/compute/src/l[0-9]*/*.rs')
cargo clippy --workspace --all-targets --locked -- -D warnings

printf '\n== cargo tests (sim-core, lessons, app)\n'
cargo test --workspace --locked

printf '\n== sim-core builds without std (thumbv7em-none-eabihf) and for wasm32\n'
cargo build --locked -p sim-core --target thumbv7em-none-eabihf
cargo build --locked -p sim-core --target wasm32-unknown-unknown

printf '\n== release build of the site (trunk build --release)\n'
trunk build --release

printf '\n== browser tests (headless Chromium)\n'
node --test tests/browser/
