#!/usr/bin/env bash
# Trunk's post-build hook: adds the lesson packs, the course map's own build and the oEmbed
# documents to the staged site.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
staging="${TRUNK_STAGING_DIR:?run by trunk}"

# One wasm module per lesson with that lesson's models (packs/), loaded by the page with the
# lesson. Always the size-and-speed profile of the page's own wasm: the models run on every move.
# The chart explorer (app/explore) is built in the same call: its module and the vendored
# Plotly.js (the npm package in package.json, installed by `npm ci`) go to explore/, which the
# page loads only when a learner first opens a chart in the interactive view.
cargo build --offline -q -p packs -p explore --bins --target wasm32-unknown-unknown --profile wasm
built="${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm"
mkdir -p "$staging/packs" "$staging/explore"
for f in "$built"/l[0-9][0-9].wasm; do
  wasm-opt -Oz --converge --strip-debug --strip-producers "$f" -o "$staging/packs/$(basename "$f")"
done
# plotly.rs links wasm-bindgen on wasm32, whose describe exports the bin keeps: wasm-metadce keeps
# only the explorer's own exports (app/explore/exports.json), which drops them and most imports.
wasm-metadce -f app/explore/exports.json "$built/explore.wasm" -o "$staging/explore/explore.dce.wasm" > /dev/null
wasm-opt -Oz --strip-debug --strip-producers "$staging/explore/explore.dce.wasm" -o "$staging/explore/explore.wasm"
rm "$staging/explore/explore.dce.wasm"
plotly=node_modules/plotly.js-basic-dist-min
cp "$plotly/plotly-basic.min.js" "$staging/explore/plotly.min.js"
cp "$plotly/LICENSE" "$staging/explore/plotly-LICENSE.txt"

# The course map's own build (the app's feature `map`: the lab without its lesson pages, see
# app/src/main.rs), for a visit to the map; `site` writes the loader that picks it. Bound and
# optimised as Trunk does the whole lab (Trunk.toml, index.html), and named after its content as
# Trunk names its files. Cargo keeps both builds and links the whole lab's to app.wasm again on
# Trunk's next build; this one is read at once.
cargo build --offline -q -p app --bin app --features map --target wasm32-unknown-unknown --profile wasm
bound="$(mktemp -d)"
trap 'rm -rf "$bound"' EXIT
wasm-bindgen --target web --no-typescript --out-dir "$bound" --out-name map "$built/app.wasm"
wasm-opt -Oz --converge --strip-debug --strip-producers "$bound/map_bg.wasm" -o "$bound/map.opt.wasm"
# Its JavaScript snippets are the whole lab's (the same crate's `inline_js`), which Trunk staged.
diff -r "$bound/snippets" "$staging/snippets" > /dev/null || { echo "the map's snippets differ from the lab's"; exit 1; }

# Trunk's minifier leaves the wasm-bindgen glue as it is: terser (npm, package.json) minifies it;
# `site` then writes the changed file's integrity hash into index.html.
for f in "$staging"/app-*.js "$bound/map.js"; do
  node_modules/.bin/terser "$f" --module --compress --mangle -o "$f.min"
  mv "$f.min" "$f"
done

site() { cargo run --offline --release -q -p lessons --bin site -- "$@"; }

# wasm-bindgen names the glue's imports with a hash each, in the module and in the glue: short
# names in both instead (`site short-imports`).
site short-imports "$(ls "$staging"/app-*.js)" "$(ls "$staging"/app-*_bg.wasm)"
site short-imports "$bound/map.js" "$bound/map.opt.wasm"
hash="$(cat "$bound/map.js" "$bound/map.opt.wasm" | sha256sum | cut -c1-16)"
mv "$bound/map.js" "$staging/map-$hash.js"
mv "$bound/map.opt.wasm" "$staging/map-${hash}_bg.wasm"

# The lab's wasm in two parts (binaryen's wasm-split, led by what the pages run): the first holds
# each function the course map and every lesson page call until their first charts are drawn;
# the rest downloads once the page has its lesson's pack, and a first call of one of its functions
# before that fetches it at once (the loader `site` writes says how). What the pages run:
# wasm-split's instrumented build in a copy of the staged site, every page opened in headless
# Chromium (scripts/split-profile.mjs). binaryen 108 writes every exported table as the first
# (`site table-exports` puts wasm-bindgen's table of JavaScript values back).
lab_wasm="$(ls "$staging"/app-*_bg.wasm)"
split="$(mktemp -d)"
trap 'rm -rf "$bound" "$split"' EXIT
"$WASM_SPLIT" --instrument --all-features "$lab_wasm" -o "$split/instrumented.wasm"
site table-exports "$split/instrumented.wasm"
cp -r "$staging" "$split/site"
cp "$split/instrumented.wasm" "$split/site/$(basename "$lab_wasm")"
site "$split/site"
node scripts/split-profile.mjs "$split/site" "$split/profiles"
"$WASM_SPLIT" --merge-profiles "$split"/profiles/*.prof -o "$split/profile"
"$WASM_SPLIT" --split --all-features --placeholder-namespace=p --profile="$split/profile" "$lab_wasm" -o1 "$split/first.wasm" -o2 "$split/rest.wasm"
site table-exports "$split/first.wasm"
# Named after their content, as Trunk names its files (the first part under the lab's new name).
hash="$(cat "$split/first.wasm" "$split/rest.wasm" | sha256sum | cut -c1-16)"
lab_name="$(basename "$lab_wasm")"
rm "$lab_wasm"
mv "$split/first.wasm" "$staging/app-${hash}_bg.wasm"
mv "$split/rest.wasm" "$staging/rest-$hash.wasm"
sed -i "s/$lab_name/app-${hash}_bg.wasm/g" "$staging/index.html"

site "$staging"
