#!/usr/bin/env bash
# The Python policies of python/examples against SchedLab's own, job for job: each pair of runs
# writes its schedule CSV (--schedule-out) and the two files must be byte-identical (start, end
# and allocation of every job). Traces: KTH-SP2 on flat:100 and CTC-SP2 on flat:338, each in
# both pass modes and under the pyss and premas profiles, and KTH-SP2 on topology machines (a
# 10x10 mesh under MPL, a 4-ary 4-tree of 100 installed nodes under each allocator). Prints one
# line per pair (same / DIFFERENT, and the two wall times) and exits 1 if any pair differs.
#
#   scripts/external-exact.sh [--traces DIR] [--quick]
#
# --quick: KTH-SP2 only, flat and mesh, default rules. A trace that is missing is reported and
# skipped. Needs python3.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
traces=${SCHEDLAB_TRACES:-../shared/data/traces}
quick=0
while [ $# -gt 0 ]; do
  case "$1" in
    --traces) traces=${2:-}; shift 2 || { echo "external-exact.sh: --traces needs a value" >&2; exit 2; } ;;
    --quick) quick=1; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "external-exact.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
command -v python3 >/dev/null || { echo "external-exact.sh: python3 is not on the PATH" >&2; exit 2; }
./schedlab -V >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
different=0
pairs=0

secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# pair NAME TRACE MACHINE BUILTIN PYTHON [OPTIONS...]
pair() {
  local name=$1 trace=$2 machine=$3 builtin=$4 python=$5
  shift 5
  local t0 t1 t2
  t0=$(date +%s.%N)
  ./schedlab simulate --machine "$machine" --scheduler "$builtin" --workload "swf:$trace" --no-progress \
    --format json --schedule-out "$work/a.csv" "$@" >/dev/null 2>"$work/a.err" || { cat "$work/a.err" >&2; exit 1; }
  t1=$(date +%s.%N)
  ./schedlab simulate --machine "$machine" --scheduler "external:python3 python/examples/$python" \
    --workload "swf:$trace" --no-progress --format json --schedule-out "$work/b.csv" "$@" >/dev/null \
    2>"$work/b.err" || { cat "$work/b.err" >&2; exit 1; }
  t2=$(date +%s.%N)
  pairs=$((pairs + 1))
  local verdict=same
  if ! cmp -s "$work/a.csv" "$work/b.csv"; then
    verdict=DIFFERENT
    different=$((different + 1))
  fi
  printf '%-62s %-9s %6s jobs  %5ss built-in  %5ss python\n' "$name" "$verdict" \
    "$(($(wc -l <"$work/a.csv") - 1))" "$(secs "$t0" "$t1")" "$(secs "$t1" "$t2")"
}

kth=$traces/KTH-SP2-1996-2.1-cln.swf.gz
ctc=$traces/CTC-SP2-1996-3.1-cln.swf.gz
rules=("" "--passes per-event" "--profile pyss" "--profile premas")
[ "$quick" = 1 ] && rules=("")
for t in "KTH-SP2 $kth flat:100" "CTC-SP2 $ctc flat:338"; do
  set -- $t
  if [ ! -f "$2" ]; then
    echo "$1: skipped, needs $2"
    continue
  fi
  [ "$quick" = 1 ] && [ "$1" = CTC-SP2 ] && continue
  for r in "${rules[@]}"; do
    # shellcheck disable=SC2086
    pair "$1 $3 fcfs ${r:-(default rules)}" "$2" "$3" fcfs fcfs.py $r
    # shellcheck disable=SC2086
    pair "$1 $3 easy ${r:-(default rules)}" "$2" "$3" easy easy.py $r
  done
  pair "$1 $3 easy, planned by the engine (--oracle)" "$2" "$3" easy "easy.py --oracle"
  pair "$1 $3 easy:order=sjf / sjf_backfill.py" "$2" "$3" easy:order=sjf sjf_backfill.py
done
if [ -f "$kth" ]; then
  pair "KTH-SP2 mesh:10x10 (mpl) fcfs" "$kth" mesh:10x10 fcfs fcfs.py
  pair "KTH-SP2 mesh:10x10 (mpl) easy" "$kth" mesh:10x10 easy easy.py
  if [ "$quick" = 0 ]; then
    for a in noncontiguous contiguous quasi:20; do
      pair "KTH-SP2 fattree:4:4:installed=100 ($a) fcfs" "$kth" fattree:4:4:installed=100 fcfs fcfs.py --allocator "$a"
      pair "KTH-SP2 fattree:4:4:installed=100 ($a) easy" "$kth" fattree:4:4:installed=100 easy easy.py --allocator "$a"
    done
  fi
fi
echo "external-exact.sh: $pairs pairs, $different different"
[ "$different" -eq 0 ]
