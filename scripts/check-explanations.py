#!/usr/bin/env python3
"""Checks that every FAIL and INCONCLUSIVE verdict of a reproduction report carries an explanation.

    scripts/check-explanations.py DIR [DIR ...]

Reads every report.md under each DIR (a `reproduce` output folder: the default reading's report and
those of its readings under readings/NAME/), takes the rows of its Claims and Checks tables, and
lists each FAIL or INCONCLUSIVE whose 'why' column holds no explanation: empty, or only what would
settle an inconclusive verdict ("about N replications per point", "the estimate sits on the
boundary", "needs at least 2 replications"). Explanations come from the paper's YAML (`explain:`
entries). Prints one line per report with its counts and one per unexplained verdict; exits 1 when
some verdict is unexplained, 2 when a folder holds no report.
"""
import os
import re
import sys

SETTLE_ONLY = [
    re.compile(r"^about \d+ replications per point \(now \d+\)$"),
    re.compile(r"^needs at least 2 replications per point for an interval$"),
    re.compile(r"^the estimate sits on the boundary: more replications alone are unlikely to settle it$"),
]
JUDGED = ("FAIL", "INCONCLUSIVE")


def cells(line):
    """The cells of a Markdown table row (escaped pipes kept inside their cell)."""
    parts = re.split(r"(?<!\\)\|", line.strip())
    return [p.strip().replace("\\|", "|") for p in parts[1:-1]]


def verdict_rows(text):
    """(section, statement, verdict, why) for every row of the Claims and Checks tables."""
    section = None
    header = None
    for line in text.splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            header = None
            continue
        if section not in ("Claims", "Checks") or not line.startswith("|"):
            continue
        row = cells(line)
        if header is None:
            header = row
            continue
        if set("".join(row)) <= set("-: "):
            continue
        if "verdict" not in header or "why" not in header or len(row) != len(header):
            continue
        yield section, row[header.index("claim")], row[header.index("verdict")], row[header.index("why")]


def explained(why):
    why = why.strip()
    return why != "" and not any(p.match(why) for p in SETTLE_ONLY)


def main(folders):
    reports = []
    for folder in folders:
        found = []
        for root, _, files in os.walk(folder):
            if "report.md" in files:
                found.append(os.path.join(root, "report.md"))
        if not found:
            print(f"check-explanations: {folder}: no report.md", file=sys.stderr)
            return 2
        reports.extend(sorted(found))
    missing = 0
    for report in reports:
        with open(report, encoding="utf-8") as f:
            rows = list(verdict_rows(f.read()))
        judged = [r for r in rows if r[2] in JUDGED]
        bare = [r for r in judged if not explained(r[3])]
        print(f"{report}: {len(judged)} FAIL or INCONCLUSIVE, {len(judged) - len(bare)} explained")
        for section, statement, verdict, _ in bare:
            print(f"  unexplained {verdict} ({section.lower()}): {statement}")
        missing += len(bare)
    if missing:
        print(f"check-explanations: {missing} verdict(s) without an explanation", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
