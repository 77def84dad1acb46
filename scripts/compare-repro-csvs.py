#!/usr/bin/env python3
"""Compares the figure CSVs of two `schedlab reproduce` output folders.

    scripts/compare-repro-csvs.py BEFORE_DIR AFTER_DIR

For every CSV under BEFORE_DIR (recursively) it reports whether AFTER_DIR holds a byte-identical
file. When the bytes differ it compares the columns both files share (so a file that only gained
columns still counts as the same numbers). Rows of wall-clock metrics (allocateNanos,
releaseNanos, allocateReleaseNanos) are never deterministic; they are listed apart, not counted
as differences. Exit status 0 when every deterministic row matches, 1 otherwise.
"""
import csv
import os
import sys

WALL_CLOCK = {"allocateNanos", "releaseNanos", "allocateReleaseNanos"}


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        r = csv.DictReader(f)
        return r.fieldnames, list(r)


def main(before, after):
    identical, same_values, wall_clock, differ, missing = [], [], [], [], []
    for root, _, files in sorted(os.walk(before)):
        for name in sorted(files):
            if not name.endswith(".csv"):
                continue
            rel = os.path.relpath(os.path.join(root, name), before)
            a, b = os.path.join(before, rel), os.path.join(after, rel)
            if not os.path.exists(b):
                missing.append(rel)
                continue
            if open(a, "rb").read() == open(b, "rb").read():
                identical.append(rel)
                continue
            ha, ra = rows(a)
            hb, rb = rows(b)
            common = [c for c in ha if c in hb]
            if any(r.get("metric") in WALL_CLOCK for r in ra):
                wall_clock.append(rel)
                continue
            if len(ra) == len(rb) and all(
                    [x[c] for c in common] == [y[c] for c in common] for x, y in zip(ra, rb)):
                same_values.append(f"{rel} (same values in the shared columns {','.join(common)};"
                                   f" new columns {','.join(c for c in hb if c not in ha)})")
            else:
                differ.append(rel)
    for title, items in (("byte-identical", identical), ("same numbers, more columns", same_values),
                         ("wall-clock timings (not comparable)", wall_clock),
                         ("DIFFERENT", differ), ("MISSING in after", missing)):
        print(f"{title}: {len(items)}")
        for i in items:
            print(f"  {i}")
    return 0 if not differ and not missing else 1


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
