#!/usr/bin/env python3
"""Compares the verdicts of the same reproductions run under different seeds.

    scripts/seed-verdicts.py DIR1 DIR2 [DIR3 ...]

Each DIR is the --out folder of one `schedlab reproduce all` (or of one paper's run holding a
manifest.json). For every claim (paper, reading, claim id) it prints the claims whose verdict
differs between the folders, marking a PASS in one folder and a FAIL in another as a FLIP, then
the verdict counts per folder. Exit status 1 when any claim flips, else 0.
"""
import collections
import json
import os
import sys


def manifests(folder):
    if os.path.exists(os.path.join(folder, "manifest.json")):
        yield os.path.join(folder, "manifest.json")
        return
    for paper in sorted(os.listdir(folder)):
        path = os.path.join(folder, paper, "manifest.json")
        if os.path.exists(path):
            yield path


def main(folders):
    if len(folders) < 2:
        print("usage: seed-verdicts.py DIR1 DIR2 [DIR ...]", file=sys.stderr)
        return 2
    table = collections.OrderedDict()
    for i, folder in enumerate(folders):
        if not os.path.isdir(folder):
            print(f"seed-verdicts.py: {folder}: no such folder", file=sys.stderr)
            return 2
        for path in manifests(folder):
            manifest = json.load(open(path, encoding="utf-8"))
            for v in manifest["verdicts"]:
                key = (manifest["paper"], v.get("reading") or "default", v["claim"])
                table.setdefault(key, [None] * len(folders))[i] = v["verdict"]
    flips = 0
    counts = [collections.Counter() for _ in folders]
    for key, verdicts in table.items():
        for i, verdict in enumerate(verdicts):
            counts[i][verdict or "absent"] += 1
        seen = {v for v in verdicts if v}
        if len(seen) > 1:
            flip = "PASS" in seen and "FAIL" in seen
            flips += flip
            print(f"{'FLIP' if flip else 'differs'}  {' / '.join(key)}: {', '.join(v or '-' for v in verdicts)}")
    for folder, c in zip(folders, counts):
        print(f"{folder}: " + ", ".join(f"{n} {k}" for k, n in sorted(c.items())))
    print(f"{len(table)} claims, {flips} PASS/FAIL flips")
    return 1 if flips else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
