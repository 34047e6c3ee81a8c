#!/usr/bin/env python3
"""Prints what the course's JavaScript prints for a model with overrides (see README.md)."""
import json, re, shutil, subprocess, sys, tempfile
from pathlib import Path

SEED = re.compile(r"let s = (\d+) % 2147483647;")
# Lessons 15-17 pass the seed to the LCG as a literal: `uretec(20260815)` (lesson 16), or as
# a call argument such as `kos(KAYNAK, 20260730)` (lesson 15), where every such literal is
# replaced.
SEED_CALL = re.compile(r"uretec\((\d+)\)")
LCG_SEED = re.compile(r"(?<=[(\s])20260730(?=\s*[,)}])")


def oracle_id(oracle: Path, model: str) -> str:
    manifest = json.loads((oracle / "manifest.json").read_text())
    for m in manifest["models"]:
        if m["file"] == model + ".mjs":
            return m["id"]
    raise SystemExit(f"no course model {model}")


def expect(oracle: Path, model: str, args: list[str]) -> str:
    mid = oracle_id(oracle, model)
    seed = [a for a in args if a.startswith("TOHUM=")]
    rest = [a for a in args if not a.startswith("TOHUM=")]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "oracle"
        shutil.copytree(oracle, work, ignore=shutil.ignore_patterns("out", ".tmp"))
        if seed:
            value = seed[-1].split("=", 1)[1]
            f = work / "models" / f"{mid}.mjs"
            src = f.read_text()
            if len(SEED.findall(src)) == 0 and len(SEED_CALL.findall(src)) == 1:
                f.write_text(SEED_CALL.sub(f"uretec({value})", src))
            elif not SEED.findall(src) and LCG_SEED.findall(src):
                f.write_text(LCG_SEED.sub(value, src))
            elif len(SEED.findall(src)) != 1:
                raise SystemExit(f"{model}: expected one seed line, found {len(SEED.findall(src))}")
            else:
                # Lessons 1, 3 and 4 also print the seed in their first line, as a literal the
                # lab replaces with the seed it ran with (see lessons/compute/tests/fixtures/README.md).
                literal = SEED.search(src)[1]
                src = src.replace(f"tohum {literal}", f"tohum {value}")
                f.write_text(SEED.sub(f"let s = {value} % 2147483647;", src))
        out = subprocess.run(["node", "override.mjs", mid, *rest], cwd=work, capture_output=True, text=True)
        if out.returncode != 0:
            raise SystemExit(f"override.mjs failed: {out.stderr.strip()}")
        return out.stdout


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    sys.stdout.write(expect(Path(sys.argv[1]), sys.argv[2], sys.argv[3:]))
