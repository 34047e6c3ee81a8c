# Sourced by the other scripts: the npm tools (wasm-opt) come first on PATH, before any
# system binaryen (Debian's binaryen 108 builds a page that stays blank).
export PATH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Leptos's type erasure for the browser build (`--cfg erase_components`, as its docs describe):
# each component and reactive child becomes one `AnyView` / one boxed closure type instead of a
# type of its own, so the view code is compiled once per kind rather than once per call site
# (the page shell: 508 -> 459 KB gzip). Only the wasm target: native builds and tests are as
# they were. app/src/main.rs refuses a browser build without it.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components"
# binaryen's wasm-split, unpacked by scripts/setup.sh (not on PATH: its wasm-opt is too old).
source "$(dirname "${BASH_SOURCE[0]}")/versions.sh"
export WASM_SPLIT="${XDG_CACHE_HOME:-$HOME/.cache}/dayaniklilik-lab/binaryen-$WASM_SPLIT_DEB_VERSION/usr/bin/wasm-split"
