#!/usr/bin/env bash
# Benchmarks (not part of scripts/test.sh): every model's whole transcript natively and in
# Chromium's wasm engine (median and p95), every lesson page's slider input → redrawn tables and
# charts (p50, p95 over CHANGES inputs of the first slider; every slider of every page at five
# values: p50, p95, the worst change), lessons 1–8's playback and scrubbing, first load, and the
# built site's gzip size. Writes
# BENCHMARKS.md with the date and the machine. Run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
CHANGES=${CHANGES:-100}
tmp=$(mktemp -d)
cargo build --release --locked -p compute --bin lab
./target/release/lab bench 30 > "$tmp/native.tsv"
trunk build --release
pressure() { grep '^some' /proc/pressure/cpu 2>/dev/null | cut -d' ' -f2-4 || true; }
# The builds above load the machine: wait (two minutes at most) until the last 10 s were quiet
# (a run started at avg10 4.9, a minute after the build, came out slower on its first pages).
for _ in $(seq 60); do
  avg10=$(grep '^some' /proc/pressure/cpu 2>/dev/null | sed 's/.*avg10=\([0-9.]*\).*/\1/' || echo 0)
  awk -v a="${avg10:-0}" 'BEGIN { exit !(a < 1) }' && break
  sleep 2
done
export CPU_PRESSURE_BEFORE=$(pressure)
# The machine's CPU time counters (/proc/stat's first line) around the browser runs: on a
# virtual machine, "steal" is the time the host gave our cores to someone else.
export CPU_STAT_BEFORE=$(head -1 /proc/stat 2>/dev/null || true)
node tests/bench/bench.mjs dist "$CHANGES" > "$tmp/browser.json"
export CPU_STAT_AFTER=$(head -1 /proc/stat 2>/dev/null || true)
export CPU_PRESSURE_AFTER=$(pressure)
node tests/bench/size.mjs dist > "$tmp/size.json"
python3 scripts/bench_report.py "$tmp/native.tsv" "$tmp/browser.json" "$tmp/size.json" > BENCHMARKS.md
cat BENCHMARKS.md
