# Sourced by the other scripts: the npm tools (wasm-opt) come first on PATH, before any
# system binaryen (Debian's binaryen 108 builds a page that stays blank).
export PATH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/node_modules/.bin:$HOME/.cargo/bin:$PATH"
