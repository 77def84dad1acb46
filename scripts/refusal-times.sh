#!/usr/bin/env bash
# Time to the first refusal (issue 28): runs ./schedlab on bad inputs that must be refused before
# any simulation and prints, per case, the exit status, the first line of the message, and the
# median wall and CPU time (user + system) of N runs, with the load average before and after, as
# a Markdown table for docs/testing.md. Needs a built launcher (run ./schedlab -V once first).
#
#   scripts/refusal-times.sh [N]     N runs per case (default 5)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs="${1:-5}"
case "$runs" in '' | *[!0-9]* | 0) echo "refusal-times: N must be a positive integer, got '$runs'" >&2; exit 2 ;; esac
command -v /usr/bin/time >/dev/null || { echo "refusal-times: needs /usr/bin/time" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/schedlab-refusals.XXXXXX")"
trap 'rm -rf "$work"' EXIT
: >"$work/a-file"
mkdir -p "$work/empty-traces"
# a copy of a shipped experiment file with one figure's metric misspelled
sed '/id: fig2,/s/metric: meanTurnaround/metric: meanTurnarond/' experiments/src/main/resources/papers/window-2011.yaml \
  >"$work/typo.yaml"
grep -q meanTurnarond "$work/typo.yaml" || { echo "refusal-times: could not make the misspelled spec" >&2; exit 1; }

./schedlab -V >/dev/null # builds if needed, outside the measurement

load() { cut -d' ' -f1 /proc/loadavg; }
median() { sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

# case label, then the arguments
measure() {
  local label="$1" i status=0 msg
  shift
  : >"$work/wall"
  : >"$work/cpu"
  for ((i = 0; i < runs; i++)); do
    status=0
    /usr/bin/time -o "$work/t" -f '%e %U %S' ./schedlab "$@" >/dev/null 2>"$work/err" </dev/null || status=$?
    awk '{print $1}' "$work/t" | tail -n 1 >>"$work/wall"
    awk '{printf "%.2f\n", $2 + $3}' "$work/t" | tail -n 1 >>"$work/cpu"
  done
  msg="$({ grep -v '^Command exited' "$work/err" || true; } | head -n 1 | sed "s|$work|DIR|g" | cut -c1-70)"
  printf '| %s | %s | `%s` | %s s | %s s |\n' "$label" "$status" "$msg" "$(median <"$work/wall")" \
    "$(median <"$work/cpu")"
}

echo "refusal-times: $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores, median of $runs runs, load average $(load) before"
echo
echo '| case | exit | message starts | wall | CPU |'
echo '| --- | --- | --- | --- | --- |'
measure '`-V` (no refusal, for comparison)' -V
measure '`reproduce window-2011 --out FILE`' reproduce window-2011 --quick --out "$work/a-file" --no-progress
measure '`reproduce window-2011 --out FILE/sub`' reproduce window-2011 --quick --out "$work/a-file/sub" --no-progress
measure '`reproduce --spec typo.yaml` (figure metric misspelled)' reproduce --spec "$work/typo.yaml" --out "$work/o1" --no-progress
measure '`reproduce fattree-2009 --traces EMPTY`' reproduce fattree-2009 --quick --traces "$work/empty-traces" --out "$work/o2" --no-progress
measure '`reproduce no-such-paper`' reproduce no-such-paper --no-progress
measure '`simulate --machine flat:0`' simulate --machine flat:0 --scheduler fcfs --workload downey --jobs 10
measure '`simulate --scheduler nosuch`' simulate --machine flat:16 --scheduler nosuch --workload downey --jobs 10
echo
echo "load average $(load) after"
