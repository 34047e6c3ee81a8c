#!/usr/bin/env bash
# Builds the static site (release) into dist/ and packs it as dayaniklilik-lab.zip. Every address
# inside is relative: unpack it in any folder of any static server. Set LAB_BASE_URL to give the
# oEmbed documents absolute addresses. Then the SCORM packages for an LMS (scripts/scorm.sh):
# scorm/lesson-NN-scorm12.zip and -scorm2004.zip per page, course-scorm12.zip and -scorm2004.zip.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
trunk build --release
rm -f dayaniklilik-lab.zip
(cd dist && python3 -m zipfile -c ../dayaniklilik-lab.zip .)
rm -rf scorm
bash scripts/scorm.sh dist scorm > /dev/null
echo "dist/, dayaniklilik-lab.zip and the SCORM packages in scorm/ are ready"
