#!/usr/bin/env bash
# Regenerates the status table of README.md from a real run, so that it cannot go stale.
#
#   scripts/status.sh quick|full [reproduce options...]
#   scripts/status.sh quick|full --from DIR     (DIR: the --out of an earlier `reproduce all --MODE`)
#
# Runs `./schedlab reproduce all --MODE` (seed 1 unless the options say otherwise) into a
# temporary folder (or reads DIR), reads each paper's verdict counts from the "Claims:" line of its report.md and
# its elapsed time from manifest.json, replaces that mode's rows in docs/results/status.csv (the
# other mode's rows are kept), and rewrites the block between the status markers of README.md
# from the CSV. A paper's headline readings (judged on the same runs, e.g. fattree-2009's
# strict-break-even) get rows of their own, from the report's "Claims under the reading `NAME`"
# lines. The default test run (DocsTest) fails when README.md and the CSV disagree.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=${1:-}
if [ "$mode" != quick ] && [ "$mode" != full ]; then
  echo "usage: scripts/status.sh quick|full [reproduce options...]" >&2
  exit 2
fi
shift

if [ "${1:-}" = --from ]; then
  out=${2:?--from needs a folder}
  [ -d "$out" ] || { echo "status.sh: --from $out: no such folder" >&2; exit 2; }
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  ./schedlab reproduce all "--$mode" --out "$out" "$@"
fi

csv=docs/results/status.csv
mkdir -p docs/results
commit=$(git rev-parse --short HEAD)
load=$(cut -d' ' -f1 /proc/loadavg)
n() { # n TEXT WORD: the count written before WORD in TEXT, 0 when absent
  sed -n "s/.*[^0-9]\([0-9][0-9]*\) $2.*/\1/p" <<<" $1" | head -n1 | grep . || echo 0
}
counts() { # counts TEXT: "pass,fail,inconclusive,notJudged" of a "N PASS, N FAIL, ..." text
  echo "$(n "$1" PASS),$(n "$1" FAIL),$(n "$1" INCONCLUSIVE),$(n "$1" 'NOT JUDGED')"
}
rows=$(
  if [ -f "$csv" ]; then
    # files written before the reading column: every row is the default reading's
    tail -n +2 "$csv" | awk -F, -v OFS=, -v old="$(head -n1 "$csv" | grep -c ',reading,' || true)" '
      { if (old == 0) { $2 = $2 OFS "default" } print }' | awk -F, -v m="$mode" '$2 != m'
  fi
  for report in "$out"/*/report.md; do
    paper=$(basename "$(dirname "$report")")
    claims=$(grep -m1 '^Claims: ' "$report")
    verdicts=${claims%%Checks*}
    checks=""
    [[ "$claims" == *Checks* ]] && checks=${claims#*Checks}
    elapsed=$(sed -n 's/.*"elapsedSeconds" *: *\([0-9.]*\).*/\1/p' "$(dirname "$report")/manifest.json")
    # the commit the run was made from (its manifest), which --from may read after later commits
    made=$(sed -n 's/.*"codeVersion" *: *"\([0-9a-f]\{7\}\).*/\1/p' "$(dirname "$report")/manifest.json")
    # and the load average it recorded at its end (older manifests: the load now)
    busy=$(sed -n 's/.*"loadAverage" *: *\([0-9.]*\).*/\1/p' "$(dirname "$report")/manifest.json")
    [ -n "$busy" ] && busy=$(LC_ALL=C printf '%.2f' "$busy")
    echo "$paper,$mode,default,$(counts "$verdicts"),$(n "$checks" PASS),$(n "$checks" FAIL),$elapsed,${made:-$commit},${busy:-$load}"
    # headline readings: the same runs judged under another reading (no checks of their own)
    { grep '^Claims under the reading `' "$report" || true; } | while IFS= read -r line; do
      name=$(sed 's/^Claims under the reading `\([^`]*\)`.*/\1/' <<<"$line")
      echo "$paper,$mode,$name,$(counts "${line##*the paper): }"),0,0,$elapsed,${made:-$commit},${busy:-$load}"
    done
  done
)
{
  echo "paper,mode,reading,pass,fail,inconclusive,notJudged,checksPass,checksFail,elapsedSeconds,commit,loadAverage"
  sort -t, -k1,1 -k3,3 -k2,2 <<<"$rows"
} >"$csv"

# README block: one row per paper and reading, quick and full side by side; a headline reading's
# row names it and shows the wall time of the run it was judged on
block=$(awk -F, 'NR > 1 {
    key = ($3 == "default") ? $1 : $1 ", reading `" $3 "`"
    if (!(key in seen)) { seen[key] = 1; order[++n] = key }
    v = $4 " / " $5 " / " $6 (($7 > 0) ? " (+" $7 " not judged)" : "")
    t = sprintf("%.0f s", $10)
    if ($2 == "quick") { q[key] = v; qt[key] = t } else { f[key] = v; ft[key] = t }
  }
  END {
    print "| paper | `--quick`: PASS / FAIL / INCONCLUSIVE | wall | `--full`: PASS / FAIL / INCONCLUSIVE | wall |"
    print "|---|---|---:|---|---:|"
    for (i = 1; i <= n; i++) {
      k = order[i]
      printf "| %s | %s | %s | %s | %s |\n", k, (k in q) ? q[k] : "-", (k in qt) ? qt[k] : "-", (k in f) ? f[k] : "-", (k in ft) ? ft[k] : "-"
    }
  }' "$csv")
python3 - "$block" <<'EOF'
import sys, re
block = sys.argv[1]
text = open("README.md").read()
new = re.sub(r"(<!-- status:begin -->\n).*?(<!-- status:end -->)",
             lambda m: m.group(1) + block + "\n" + m.group(2), text, flags=re.S)
if new == text and block not in text:
    sys.exit("README.md has no <!-- status:begin --> ... <!-- status:end --> block")
open("README.md", "w").write(new)
EOF
echo "status: $csv and README.md updated from a --$mode run at $commit (load average $load)"
