#!/usr/bin/env bash
# Whole-process speed as ratios measured side by side on this machine, so that the numbers carry
# from one machine to another (absolute times do not).
#
#   scripts/speed.sh [--pairs N] [--traces DIR] [--jmh]
#
# Each comparison runs its two commands alternately, N pairs (default 5), and prints the median
# of the per-pair ratios with the smallest and largest ratio, next to the medians of both wall
# times and the load average before and after. Comparisons:
#   -V / bare JVM              `schedlab -V` against a hello-world `java` start
#   KTH FCFS / bare JVM        `simulate` of KTH-SP2 on flat:100 under FCFS (needs the trace)
#   conservative / EASY        SDSC-BLUE on flat:1152 and CTC-SP2 on flat:338 (needs the traces)
# With --jmh it also runs the warm-throughput benchmark (SimulationThroughputBench.flatTrace on KTH).
# Traces come from --traces, $SCHEDLAB_TRACES or ../shared/data/traces; a comparison whose trace
# is missing is printed as skipped, with the file it needs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

pairs=5
traces=${SCHEDLAB_TRACES:-../shared/data/traces}
jmh=0
while [ $# -gt 0 ]; do
  case "$1" in
    --pairs) pairs=$2; shift 2 ;;
    --traces) traces=$2; shift 2 ;;
    --jmh) jmh=1; shift ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "speed.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$pairs" in (''|*[!0-9]*|0) echo "speed.sh: --pairs must be a positive integer" >&2; exit 2 ;; esac

./schedlab -V >/dev/null # builds once, outside the measurements

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/Hello.java" <<'EOF'
public class Hello {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
EOF
javac -d "$work" "$work/Hello.java"

# seconds of wall time of one run of the command, its output discarded
wall() {
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >/dev/null 2>&1
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", b - a }' 
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%-32s %8s %8s %8s %9s %9s  %s\n' comparison ratio min max "A (s)" "B (s)" "load before/after"
compare() { # compare NAME -- A... -- B...
  local name=$1; shift; shift
  local a=() b=()
  while [ "$1" != -- ]; do a+=("$1"); shift; done; shift
  b=("$@")
  local load0 ratios=() as=() bs=() ta tb i
  load0=$(cut -d' ' -f1 /proc/loadavg)
  for ((i = 0; i < pairs; i++)); do
    ta=$(wall "${a[@]}")
    tb=$(wall "${b[@]}")
    as+=("$ta"); bs+=("$tb")
    ratios+=("$(awk -v a="$ta" -v b="$tb" 'BEGIN { printf "%.4f\n", a / b }')")
  done
  printf '%-32s %8.2f %8.2f %8.2f %9.3f %9.3f  %s/%s\n' "$name" \
    "$(printf '%s\n' "${ratios[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | sort -g | head -n1)" \
    "$(printf '%s\n' "${ratios[@]}" | sort -g | tail -n1)" \
    "$(printf '%s\n' "${as[@]}" | median)" "$(printf '%s\n' "${bs[@]}" | median)" \
    "$load0" "$(cut -d' ' -f1 /proc/loadavg)"
}

trace() { # trace FILE: the path, or empty when missing
  if [ -f "$traces/$1" ]; then echo "$traces/$1"; fi
}

compare "-V / bare JVM" -- ./schedlab -V -- java -cp "$work" Hello

kth=$(trace KTH-SP2-1996-2.1-cln.swf.gz)
if [ -n "$kth" ]; then
  compare "KTH FCFS / bare JVM" -- ./schedlab simulate --machine flat:100 --scheduler fcfs \
    --workload "swf:$kth" --format json --no-progress -- java -cp "$work" Hello
else
  echo "KTH FCFS / bare JVM: skipped, needs $traces/KTH-SP2-1996-2.1-cln.swf.gz"
fi

for t in "SDSC-BLUE-2000-4.2-cln.swf.gz 1152 SDSC-BLUE" "CTC-SP2-1996-3.1-cln.swf.gz 338 CTC-SP2"; do
  set -- $t
  path=$(trace "$1")
  if [ -z "$path" ]; then
    echo "conservative / EASY, $3: skipped, needs $traces/$1"
    continue
  fi
  compare "conservative / EASY, $3" -- \
    ./schedlab simulate --machine "flat:$2" --scheduler conservative --workload "swf:$path" --format json --no-progress -- \
    ./schedlab simulate --machine "flat:$2" --scheduler easy --workload "swf:$path" --format json --no-progress
done

if [ "$jmh" = 1 ]; then
  mvn -B -q -DskipTests package -pl benchmarks -am
  java -jar benchmarks/target/benchmarks.jar SimulationThroughputBench.flatTrace -f 1 -wi 2 -i 5 \
    ${kth:+-p trace="$kth"} 2>&1 | grep -E '^(Benchmark|SimulationThroughput)'
fi
