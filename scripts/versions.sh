# Pinned tool versions, in one place. app/Cargo.toml pins wasm-bindgen to the same version and
# Trunk.toml names both; scripts/setup.sh checks that they agree.
TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
WASM_OPT_VERSION=132
# binaryen's wasm-split, which the npm package does not ship: Debian's binaryen package, unpacked
# beside the other tools (scripts/setup.sh); only wasm-split is used from it.
WASM_SPLIT_DEB_VERSION=108-1
