#!/usr/bin/env bash
# Installs what building and testing need, on a fresh machine of this kind (Debian, Rust by
# rustup, Node 20) and idempotently on one that has it already. Downloads come only from the
# package registries: Rust targets and crates, npm packages, Debian packages.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/versions.sh

say() { printf '\n== %s\n' "$*"; }

say "checking that the pinned versions agree"
grep -q "wasm-bindgen = \"=$WASM_BINDGEN_VERSION\"" app/Cargo.toml || { echo "app/Cargo.toml does not pin wasm-bindgen $WASM_BINDGEN_VERSION"; exit 1; }
grep -q "wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" Trunk.toml || { echo "Trunk.toml does not name wasm-bindgen $WASM_BINDGEN_VERSION"; exit 1; }
grep -q "wasm_opt = \"version_$WASM_OPT_VERSION\"" Trunk.toml || { echo "Trunk.toml does not name wasm-opt $WASM_OPT_VERSION"; exit 1; }

say "Rust targets (wasm32 for the app, thumbv7em to prove sim-core is no_std)"
installed=$(rustup target list --installed)
for t in wasm32-unknown-unknown thumbv7em-none-eabihf; do
  grep -qx "$t" <<<"$installed" || rustup target add "$t"
done

say "rustfmt and clippy (the test command's lints)"
installed=$(rustup component list --installed)
for c in rustfmt clippy; do
  grep -q "^$c" <<<"$installed" || rustup component add "$c"
done

say "trunk $TRUNK_VERSION"
if ! trunk --version 2>/dev/null | grep -qx "trunk $TRUNK_VERSION"; then
  # Fat LTO doubles the build time of a tool we only run.
  CARGO_PROFILE_RELEASE_LTO=false cargo install --locked trunk --version "$TRUNK_VERSION"
fi

say "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WASM_BINDGEN_VERSION"; then
  # Not --locked: its lock file pins a crate version the registry no longer serves.
  CARGO_PROFILE_RELEASE_LTO=false cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

say "Chromium and ChromeDriver (Debian packages)"
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium chromium-driver
fi

say "poppler-utils: pdftotext and pdftoppm for the handout's PDF test (Debian package)"
if ! command -v pdftotext >/dev/null || ! command -v pdftoppm >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends poppler-utils
fi

say "wasm-split (Debian's binaryen $WASM_SPLIT_DEB_VERSION, unpacked, not installed): splits the lab's wasm"
split_dir="${XDG_CACHE_HOME:-$HOME/.cache}/dayaniklilik-lab/binaryen-$WASM_SPLIT_DEB_VERSION"
if ! "$split_dir/usr/bin/wasm-split" --version 2>/dev/null | grep -q "version ${WASM_SPLIT_DEB_VERSION%-*}"; then
  deb="$(mktemp -d)"
  (cd "$deb" && { apt-get -o APT::Sandbox::User=root download "binaryen=$WASM_SPLIT_DEB_VERSION" || { apt-get update && apt-get -o APT::Sandbox::User=root download "binaryen=$WASM_SPLIT_DEB_VERSION"; }; })
  rm -rf "$split_dir"
  mkdir -p "$split_dir"
  dpkg -x "$deb"/binaryen_*.deb "$split_dir"
  rm -rf "$deb"
fi

say "npm tools: wasm-opt (binaryen $WASM_OPT_VERSION), terser, playwright-core, axe-core, scorm-again"
if ! node_modules/.bin/wasm-opt --version 2>/dev/null | grep -q "version $WASM_OPT_VERSION" \
   || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/scorm-again ] || [ ! -d node_modules/terser ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

say "crates (Trunk builds offline)"
cargo fetch --locked
