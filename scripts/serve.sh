#!/usr/bin/env bash
# Installs what is missing, builds the site in release mode and serves it on
# http://127.0.0.1:8080 (Ctrl-C to stop).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
trunk build --release
printf '\nDayanıklılık Lab: http://127.0.0.1:8080\n'
cd dist && exec python3 -m http.server 8080 --bind 127.0.0.1
