#!/usr/bin/env bash
# The SCORM packages of a built site: `bash scripts/scorm.sh [DIST] [OUT] [PAGE …]` writes, for
# each page (every page when none is named), OUT/lesson-NN-scorm12.zip and
# OUT/lesson-NN-scorm2004.zip, and OUT/course-scorm12.zip and OUT/course-scorm2004.zip: the whole
# static site of DIST (default dist/) with an imsmanifest.xml that launches it at the lesson.
# The manifests come from the `scorm` command (lessons/src/bin/scorm.rs); python3's zipfile packs.
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-dist}"
out="${2:-scorm}"
shift $(( $# > 2 ? 2 : $# ))
manifests="$(mktemp -d)"
trap 'rm -rf "$manifests"' EXIT
names=$(cargo run --offline --release -q -p lessons --bin scorm -- "$dist" "$manifests" "$@")
mkdir -p "$out"
python3 - "$dist" "$manifests" "$out" $names <<'PY'
import os, sys, zipfile
dist, manifests, out, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
files = sorted(
    os.path.relpath(os.path.join(root, f), dist).replace(os.sep, "/")
    for root, _, fs in os.walk(dist) for f in fs
)
for name in names:
    path = os.path.join(out, name + ".zip")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.write(os.path.join(manifests, name + ".xml"), "imsmanifest.xml")
        for f in files:
            z.write(os.path.join(dist, f), f)
    print(path)
PY
