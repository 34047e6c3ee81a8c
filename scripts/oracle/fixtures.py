#!/usr/bin/env python3
"""Writes lessons/compute/tests/fixtures/<model>/: course.txt and one override-NN.txt per argument set.

usage: fixtures.py ORACLE_DIR MODEL "SYM=V SYM=V" ["SYM=V" ...]
"""
import json, sys
from pathlib import Path

from expect import expect, oracle_id

root = Path(__file__).resolve().parents[2]
oracle, model, cases = Path(sys.argv[1]), sys.argv[2], sys.argv[3:]
out = root / "lessons/compute/tests/fixtures" / model
out.mkdir(parents=True, exist_ok=True)
(out / "course.txt").write_text((oracle / "expected" / f"{oracle_id(oracle, model)}.txt").read_text())
n = len(list(out.glob("override-*.txt.args")))
for case in cases:
    n += 1
    args = case.split()
    (out / f"override-{n:02}.txt").write_text(expect(oracle, model, args))
    (out / f"override-{n:02}.txt.args").write_text(f"# lab transcript {model} {case}\n")
    print(f"override-{n:02}: {case}")
