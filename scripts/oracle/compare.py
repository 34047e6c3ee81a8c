#!/usr/bin/env python3
"""Compares `lab transcript` with the course's code at random values inside the sliders.

usage: compare.py ORACLE_DIR [CASES_PER_MODEL] [MODEL ...]
"""
import random, re, subprocess, sys
from pathlib import Path

from expect import expect

root = Path(__file__).resolve().parents[2]
LAB = root / "target/release/lab"
oracle = Path(sys.argv[1])
per_model = int(sys.argv[2]) if len(sys.argv) > 2 else 20
only = sys.argv[3:]

listing = subprocess.run([LAB, "list"], capture_output=True, text=True, check=True).stdout
models, current = {}, None
for line in listing.splitlines():
    if not line.startswith(" "):
        current = line.split()[0]
        models[current] = []
    else:
        m = re.match(r"\s+(\S+)\s+default \S+\s+slider (\S+)\.\.(\S+)\s+accepts (one of (\S+)|\w+)", line)
        if m:
            kind = m[5].split("|") if m[5] else m[4]
            models[current].append((m[1], float(m[2]), float(m[3]), kind))

rng = random.Random(int.from_bytes(b"lab"))
passed = failed = 0
for model, syms in models.items():
    if only and model not in only:
        continue
    for _ in range(per_model):
        args = []
        for sym, lo, hi, kind in rng.sample(syms, rng.randint(1, min(4, len(syms)))):
            if isinstance(kind, list):  # a course choice: one of the course's own values
                v = rng.choice(kind)
            elif kind == "integer":
                v = rng.randint(int(lo), int(hi))
            else:
                v = round(rng.uniform(lo, hi), rng.choice([1, 2, 3]))
            args.append(f"{sym}={v}")
        lab = subprocess.run([LAB, "transcript", model, *args], capture_output=True, text=True)
        if lab.returncode == 2:
            continue  # values that conflict (the lab says why); the course has no such check
        want = expect(oracle, model, args)
        if lab.stdout == want:
            passed += 1
        else:
            failed += 1
            print("MISMATCH", model, " ".join(args))
print(f"{passed} passed, {failed} failed")
