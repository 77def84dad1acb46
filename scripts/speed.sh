#!/usr/bin/env bash
# SchedLab's speed table: every figure measured in this one run, on this machine, as ratios taken
# side by side where a ratio is what the target asks for (absolute times do not carry from one
# machine to another; ratios of runs taken together do).
#
#   scripts/speed.sh [--quick] [--pairs N] [--traces DIR] [--no-jmh] [--no-loop] [--jmh]
#                    [--against REV|DIR]
#
# Rows (a row whose trace is missing is printed as skipped, with the file it needs):
#   -V / bare JVM               `schedlab -V` against a hello-world `java` start, N alternating pairs
#   KTH FCFS / bare JVM         `simulate` of KTH-SP2 on flat:100 under FCFS against the same
#   KTH FCFS floor / bare JVM   the same simulation from a main of the script's own, with no command
#                               line and no Guice (the launcher's JVM options, class path and
#                               archive): what the row above cannot go below
#   KTH FCFS / floor            the two runs above against each other, N alternating pairs: what
#                               the command line, Guice, registries and output add
#   KTH FCFS floor+registry / floor
#                               the floor with its registry discovered as the command line does
#                               (Guice over every module on the class path) against the floor, N
#                               alternating pairs: the share of the row above that the registry
#                               alone costs when nothing runs beside it
#   conservative / EASY         SDSC-BLUE on flat:1152 and CTC-SP2 on flat:338, N alternating pairs
#   conservative premas / default (CPU)
#                               the same traces, conservative under `--profile premas` (PReMAS's
#                               trace conventions and compression rules) against the default
#                               profile: CPU time (user + system) of the whole process, N
#                               alternating pairs
#   VARIANT / EASY              each EASY variant (EASY++, SJBF, perfect, doubled, shrinking, head-
#                               and tail-doubled) against EASY on SDSC-BLUE, N alternating pairs;
#                               maui (default and weighted) against EASY there, CPU time
#   POLICY premas / EASY premas (CPU)
#                               PReMAS's relaxed conservative family (opportunistic, with a pass
#                               cap of 5, restrictive, hole-preserving, even-less-conservative),
#                               scan and the priority queues (fcfs:order=...) against EASY on
#                               SDSC-BLUE, both under --profile premas:
#                               CPU time of the whole process, N alternating pairs
#   10M jobs FCFS, EASY         `simulate` of 10,000,000 `downey` jobs (utilization 0.5) on
#                               flat:1024: whole process, jobs per second (the median of 3 runs,
#                               with the slowest and fastest); and the peak heap after
#                               a collection at 10 M jobs against 1 M jobs (a fixed 64 MB serial
#                               heap, so that the peak follows what the run keeps)
#   1M jobs Python FCFS         `simulate` of 1,000,000 `downey` jobs (utilization 0.5) on flat:1024
#                               under python/examples/fcfs.py (external:CMD) against the built-in
#                               fcfs, N alternating pairs; and the Python run's jobs per second
#   warm FCFS, EASY (JMH)       SimulationThroughputBench.flatTrace on KTH-SP2, jobs per second, in
#                               N pairs of one-fork JMH runs of the two taken one after the other
#                               (FCFS first in odd pairs, EASY first in even ones): the median of
#                               each with the slowest and fastest; then warm EASY / warm FCFS (the
#                               median of the per-pair ratios, with the smallest and largest), and
#                               the 10 M-job FCFS stream's rate / the median warm FCFS rate
#   MPL / busy-list per job     MeshAllocatorBench.allocateAndRelease at 32x32 (all sizes without
#                               --quick) on mesh-uniform and mesh-decreasing: ratio of the means,
#                               and whether JMH's 99.9% intervals overlap (no target: wall-clock
#                               cost measures the host; mpl-2009 judges MPL on counted work)
#   edit-run loop               touch one file of topology-mesh, then `./schedlab simulate` of a
#                               small mesh run: seconds, wall (rebuild of that module included)
#   ... this / REV              with --against: the whole-process commands above (-V, KTH FCFS,
#                               conservative and EASY on each trace) against the same commands of
#                               another version, N alternating pairs each: REV is a commit of this
#                               repository (checked out in a temporary git worktree and built
#                               there, Maven's package phase only) or the folder of a built
#                               checkout; a ratio below 1 means this tree is faster
# Each paired row prints the median of the per-pair ratios with the smallest and largest, both
# medians of the times (wall, or CPU where the row says so) and the load average before and after;
# each row says its target.
# --quick: 3 pairs, one conservative trace (SDSC-BLUE), 1 M and 10 M jobs under FCFS only, shorter
# JMH runs at 32x32 only (about 6 minutes on 2 quiet cores); the full run takes about 10 minutes.
# The edit-run loop rebuilds topology-mesh's jar (identical sources, so identical classes); the
# script then remakes the class-data archive so that the tree is left as fast as it found it.
# Measurements mean something only on a quiet machine: read the load averages.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

pairs=
quick=0
traces=${SCHEDLAB_TRACES:-../shared/data/traces}
jmh=1
loop=1
against=
while [ $# -gt 0 ]; do
  case "$1" in
    --pairs) pairs=${2:-}; shift 2 || { echo "speed.sh: --pairs needs a value" >&2; exit 2; } ;;
    --traces) traces=${2:-}; shift 2 || { echo "speed.sh: --traces needs a value" >&2; exit 2; } ;;
    --quick) quick=1; shift ;;
    --jmh) jmh=1; shift ;;
    --no-jmh) jmh=0; shift ;;
    --no-loop) loop=0; shift ;;
    --against) against=${2:-}; shift 2 || { echo "speed.sh: --against needs a commit or a folder" >&2; exit 2; } ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "speed.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "$pairs" ]; then
  if [ "$quick" = 1 ]; then pairs=3; else pairs=5; fi
fi
case "$pairs" in (''|*[!0-9]*|0) echo "speed.sh: --pairs must be a positive integer" >&2; exit 2 ;; esac
other= # the launcher of the version to compare with (--against)
against_rev=
if [ -n "$against" ]; then
  if [ -d "$against" ] && [ -x "$against/schedlab" ]; then
    other=$(cd "$against" && pwd)/schedlab
  elif against_rev=$(git rev-parse --verify --quiet "$against^{commit}"); then
    : # checked out and built below, in the temporary folder
  else
    echo "speed.sh: --against $against: neither a commit of this repository nor a folder with a schedlab launcher" >&2
    exit 2
  fi
fi

started=$(date +%s)
echo "speed.sh: $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)," \
  "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(java -version 2>&1 | head -n1)"
# builds once and makes the class-data archive, outside the measurements
SCHEDLAB_CDS=wait ./schedlab -V >/dev/null

work=$(mktemp -d)
cleanup() {
  if [ -n "$against_rev" ] && [ -d "$work/against" ]; then
    git worktree remove --force "$work/against" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  git worktree prune >/dev/null 2>&1 || true
}
trap cleanup EXIT
if [ -n "$against_rev" ]; then
  git worktree add --detach --quiet "$work/against" "$against_rev"
  other="$work/against/schedlab"
fi
if [ -n "$other" ]; then
  # builds the other version once (a commit: in its worktree) and makes its archive, outside the measurements
  if ! SCHEDLAB_CDS=wait "$other" -V >"$work/against-build.log" 2>&1; then
    echo "speed.sh: --against $against: its build failed:" >&2
    tail -n 20 "$work/against-build.log" >&2
    exit 1
  fi
  echo "speed.sh: against $against ($(sed -n 's/^commit //p' "$work/against-build.log" | cut -c1-12))"
fi
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

# seconds of CPU (user + system) of one run of the command, its output discarded
cpu() {
  local TIMEFORMAT='%U %S' t
  t=$({ time "$@" >/dev/null 2>&1; } 2>&1)
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.4f\n", a[1] + a[2] }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
spread() { # spread VALUES...: their median, smallest and largest, two decimals each, on one line
  printf '%s\n' "$@" | median | xargs printf '%.2f '
  printf '%s\n' "$@" | sort -g | head -n1 | xargs printf '%.2f '
  printf '%s\n' "$@" | sort -g | tail -n1 | xargs printf '%.2f\n'
}
load() { cut -d' ' -f1 /proc/loadavg; }

printf '%-34s %12s %8s %8s %10s %10s  %-12s %s\n' measure value min max "A" "B" target "load before/after"
row() { # name value min max A B target load0
  printf '%-34s %12s %8s %8s %10s %10s  %-12s %s/%s\n' "$1" "$2" "$3" "$4" "$5" "$6" "$7" "$8" "$(load)"
}
skipped() { printf '%-34s skipped: %s\n' "$1" "$2"; }

compare() { # [meter=cpu] compare NAME TARGET -- A... -- B...: wall time unless meter=cpu
  local name=$1 target=$2 m=${meter:-wall}; shift 3
  local a=() b=()
  while [ "$1" != -- ]; do a+=("$1"); shift; done; shift
  b=("$@")
  local load0 ratios=() as=() bs=() ta tb i
  load0=$(load)
  for ((i = 0; i < pairs; i++)); do
    ta=$("$m" "${a[@]}")
    tb=$("$m" "${b[@]}")
    as+=("$ta"); bs+=("$tb")
    ratios+=("$(awk -v a="$ta" -v b="$tb" 'BEGIN { printf "%.4f\n", a / b }')")
  done
  local v lo hi
  read -r v lo hi < <(spread "${ratios[@]}")
  row "$name" "$v" "$lo" "$hi" \
    "$(printf '%s\n' "${as[@]}" | median | xargs printf '%.3fs')" "$(printf '%s\n' "${bs[@]}" | median | xargs printf '%.3fs')" \
    "$target" "$load0"
}

trace() { # trace FILE: the path, or empty when missing
  if [ -f "$traces/$1" ]; then echo "$traces/$1"; fi
}

flat_trace() { # flat_trace LAUNCHER PROCESSORS SCHEDULER TRACE [OPTION...]: one whole-process simulation of the trace
  "$1" simulate --machine "flat:$2" --scheduler "$3" --workload "swf:$4" --format json --no-progress "${@:5}"
}

compare "-V / bare JVM" "<= 2.0" -- ./schedlab -V -- java -cp "$work" Hello

kth=$(trace KTH-SP2-1996-2.1-cln.swf.gz)
if [ -n "$kth" ]; then
  compare "KTH FCFS / bare JVM" "<= 4.0" -- flat_trace ./schedlab 100 fcfs "$kth" -- java -cp "$work" Hello
  # The floor of that row: the same simulation with no command line and no Guice, a main of its own
  # that builds the registry from the three factories it needs, run with the JVM options, class
  # path and class-data archive the launcher gives `simulate` (SCHEDLAB_SHOW_JAVA).
  mkdir -p "$work/floor"
  cat >"$work/floor/KthFloor.java" <<'EOF'
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.run.RunSpec;
import org.schedlab.experiments.run.Runner;
import org.schedlab.schedulers.fcfs.FcfsScheduler;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;
import org.schedlab.workloads.swf.SwfWorkloadFactory;

public class KthFloor {
    public static void main(String[] args) {
        Registry registry = new Registry(
                Map.of("flat", new FlatMachineFactory()),
                Map.of("fcfs", FcfsScheduler.FACTORY),
                Map.of("swf", new SwfWorkloadFactory()));
        NamedProfile p = NamedProfiles.DEFAULT;
        RunSpec spec = new RunSpec(Spec.parse("--machine", "flat:100"), null,
                Spec.parse("--scheduler", p.schedulerSpec("fcfs")),
                Spec.parse("--workload", "swf:" + args[0], "swf", "jobs"), Double.NaN, Double.NaN, 0,
                new TreeMap<>(p.with(new TreeMap<>())), 1L, StoppingRule.fixed(1), 10.0, false, p.name(),
                p.passes(), p.events());
        System.out.println(new Runner(registry, spec).runOnce(0, List.of()).summary().jobs());
    }
}
EOF
  # the same main with the registry of every Guice module on the class path, as `simulate` has it;
  # it still builds the three factories (unused) so that the two mains differ by the registry only
  sed 's/KthFloor/KthRegistry/; s/Registry registry = new Registry(/Registry registry = Registry.discover();\n        Object unused = List.of(/' \
    "$work/floor/KthFloor.java" >"$work/floor/KthRegistry.java"
  mapfile -t floor < <(SCHEDLAB_SHOW_JAVA=1 ./schedlab simulate)
  # the last two arguments are the class path and the main class
  floor_cp=${floor[${#floor[@]} - 2]}
  with_registry=("${floor[@]:0:${#floor[@]}-2}" "$floor_cp:$work/floor" KthRegistry "$kth")
  floor=("${floor[@]:0:${#floor[@]}-2}" "$floor_cp:$work/floor" KthFloor "$kth")
  if javac -cp "$floor_cp" -d "$work/floor" "$work/floor/KthFloor.java" "$work/floor/KthRegistry.java" \
    >"$work/floor/javac.log" 2>&1 && "${floor[@]}" >/dev/null 2>&1 && "${with_registry[@]}" >/dev/null 2>&1; then
    compare "KTH FCFS floor / bare JVM" "(no target)" -- "${floor[@]}" -- java -cp "$work" Hello
    # what the command line, Guice, the registries and the output add to the simulation
    compare "KTH FCFS / floor" "<= 1.3" -- flat_trace ./schedlab 100 fcfs "$kth" -- "${floor[@]}"
    # how much of that the Guice registry costs on its own (the command line builds it on a thread
    # of its own while picocli reads the arguments)
    compare "KTH FCFS floor+registry / floor" "(no target)" -- "${with_registry[@]}" -- "${floor[@]}"
  else
    skipped "KTH FCFS floor / bare JVM" "the floor's main did not compile or run: $(head -n 3 "$work/floor/javac.log")"
  fi
else
  skipped "KTH FCFS / bare JVM" "needs $traces/KTH-SP2-1996-2.1-cln.swf.gz"
fi

conservative=("SDSC-BLUE-2000-4.2-cln.swf.gz 1152 SDSC-BLUE" "CTC-SP2-1996-3.1-cln.swf.gz 338 CTC-SP2")
if [ "$quick" = 1 ]; then conservative=("${conservative[0]}"); fi
for t in "${conservative[@]}"; do
  set -- $t
  path=$(trace "$1")
  if [ -z "$path" ]; then
    skipped "conservative / EASY, $3" "needs $traces/$1"
    continue
  fi
  compare "conservative / EASY, $3" "<= 2.0" -- flat_trace ./schedlab "$2" conservative "$path" -- \
    flat_trace ./schedlab "$2" easy "$path"
  meter=cpu compare "conservative premas / default, $3 (CPU)" "<= 1.5" -- \
    flat_trace ./schedlab "$2" conservative "$path" --profile premas -- flat_trace ./schedlab "$2" conservative "$path"
done

# The EASY variants of issue 48 (runtime predictors, shortest-job and look-ahead backfilling) and
# conservative with doubled estimates against plain EASY on
# SDSC-BLUE, N alternating pairs each: each within 3 times EASY's time
if path=$(trace SDSC-BLUE-2000-4.2-cln.swf.gz) && [ -n "$path" ]; then
  for v in easy:predict=user-last2:backfill=sjf easy:backfill=sjf easy:predict=exact easy:predict=double \
    easy:predict=double-exact easy:predict=half easy:head-predict=double easy:tail-predict=double \
    easy:backfill=lookahead conservative:predict=double; do
    compare "$v / EASY, SDSC-BLUE" "<= 3.0" -- flat_trace ./schedlab 1152 "$v" "$path" -- \
      flat_trace ./schedlab 1152 easy "$path"
  done
  # the Maui-like priority scheduler, with its default weights (arrival order) and with every
  # factor weighted (the queue sorted again at every pass, bypass counts kept): CPU time
  for v in maui maui:wait=1:xfactor=60:bypass=600:size=10:bf-size=-100; do
    meter=cpu compare "$v / EASY, SDSC-BLUE (CPU)" "<= 3.0" -- flat_trace ./schedlab 1152 "$v" "$path" -- \
      flat_trace ./schedlab 1152 easy "$path"
  done
else
  skipped "EASY variants / EASY, SDSC-BLUE" "needs $traces/SDSC-BLUE-2000-4.2-cln.swf.gz"
fi

# PReMAS's relaxed conservative family, scan and priority queues (issue 48) under --profile premas
# against EASY under the same profile on SDSC-BLUE, CPU time of the whole process, N alternating
# pairs each: each within 3 times EASY's
if path=$(trace SDSC-BLUE-2000-4.2-cln.swf.gz) && [ -n "$path" ]; then
  for v in opportunistic opportunistic:passes=5 restrictive hole-preserving even-less-conservative:passes=5 \
    scan:up scan:down fcfs:order=largest fcfs:order=smallest fcfs:order=sjf fcfs:order=ljf fcfs:order=saf \
    fcfs:order=laf; do
    meter=cpu compare "$v premas / EASY premas, SDSC-BLUE (CPU)" "<= 3.0" -- \
      flat_trace ./schedlab 1152 "$v" "$path" --profile premas -- flat_trace ./schedlab 1152 easy "$path" --profile premas
  done
else
  skipped "PReMAS relaxed family / EASY, SDSC-BLUE" "needs $traces/SDSC-BLUE-2000-4.2-cln.swf.gz"
fi

# Ten million jobs. Throughput: the whole process with the launcher's default options. Memory: the
# same runs on a fixed 64 MB serial-collector heap, where the largest occupancy after a collection
# follows what the run keeps; at 1 M and 10 M jobs it must be level (per-job state would also run
# out of those 64 MB at 10 M jobs).
jobs_run() { # jobs_run SCHEDULER JOBS [JAVA OPTIONS]: the launcher's run of downey on flat:1024
  local s=$1 n=$2
  shift 2
  if [ $# -gt 0 ]; then
    SCHEDLAB_JAVA_OPTS="$*" ./schedlab simulate --machine flat:1024 --scheduler "$s" --workload downey \
      --utilization 0.5 --jobs "$n" --format json --no-progress
  else
    ./schedlab simulate --machine flat:1024 --scheduler "$s" --workload downey --utilization 0.5 --jobs "$n" \
      --format json --no-progress
  fi
}
peak_heap() { # peak_heap SCHEDULER JOBS: MB
  local log="$work/gc-$1-$2.log"
  jobs_run "$1" "$2" -XX:+UseSerialGC -Xmx64m -XX:TieredStopAtLevel=1 "-Xlog:gc:file=$log" >/dev/null 2>&1 \
    || { echo "failed"; return; }
  sed -n 's/.*[0-9]M->\([0-9]*\)M(.*/\1/p' "$log" | sort -n | tail -n1
}
schedulers=(fcfs easy)
if [ "$quick" = 1 ]; then schedulers=(fcfs); fi
for s in "${schedulers[@]}"; do
  load0=$(load)
  # three runs: the median's rate, with the slowest and the fastest run's (one run alone moved
  # this row by a fifth between back-to-back runs on a quiet machine)
  mapfile -t t10s < <(for k in 1 2 3; do wall jobs_run "$s" 10000000; done | sort -n)
  t10=${t10s[1]}
  target=""
  row "10M jobs $s, M jobs/s (process)" "$(awk -v t="$t10" 'BEGIN { printf "%.2f", 10 / t }')" \
    "$(awk -v t="${t10s[2]}" 'BEGIN { printf "%.2f", 10 / t }')" \
    "$(awk -v t="${t10s[0]}" 'BEGIN { printf "%.2f", 10 / t }')" "$(printf '%.1fs' "$t10")" "" "$target" "$load0"
  [ "$s" = fcfs ] && stream_rate=$(awk -v t="$t10" 'BEGIN { printf "%.4f", 10 / t }')
  load0=$(load)
  h1=$(peak_heap "$s" 1000000)
  h10=$(peak_heap "$s" 10000000)
  row "10M jobs $s, heap 10M / 1M" "$(awk -v a="$h10" -v b="$h1" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else print "n/a" }')" - - \
    "${h10:-?}MB" "${h1:-?}MB" "<= 1.10" "$load0"
done

# A policy in Python (issue 49): the whole process of python/examples/fcfs.py deciding over JSON
# lines against the built-in fcfs, on 1,000,000 downey jobs at utilization 0.5 on flat:1024; N
# alternating pairs. The second row is jobs per second of the Python run (the median wall time).
if command -v python3 >/dev/null 2>&1; then
  py_run() { # py_run SCHEDULER: 1 M downey jobs on flat:1024
    ./schedlab simulate --machine flat:1024 --scheduler "$1" --workload downey --utilization 0.5 --jobs 1000000 \
      --format json --no-progress
  }
  load0=$(load)
  ratios=(); as=(); bs=()
  for ((i = 0; i < pairs; i++)); do
    ta=$(wall py_run "external:python3 python/examples/fcfs.py")
    tb=$(wall py_run fcfs)
    as+=("$ta"); bs+=("$tb")
    ratios+=("$(awk -v a="$ta" -v b="$tb" 'BEGIN { printf "%.4f\n", a / b }')")
  done
  ma=$(printf '%s\n' "${as[@]}" | median)
  read -r v lo hi < <(spread "${ratios[@]}")
  row "1M jobs Python FCFS / fcfs" "$v" "$lo" "$hi" \
    "$(printf '%.3fs' "$ma")" "$(printf '%s\n' "${bs[@]}" | median | xargs printf '%.3fs')" "(no target)" "$load0"
  row "1M jobs Python FCFS, k jobs/s" "$(awk -v t="$ma" 'BEGIN { printf "%.0f", 1000 / t }')" - - \
    "$(printf '%.1fs' "$ma")" "" ">= 100" "$load0"
else
  skipped "1M jobs Python FCFS / fcfs" "needs python3"
fi

if [ "$jmh" = 1 ]; then
  load0=$(load)
  MAVEN_OPTS="${MAVEN_OPTS:--XX:TieredStopAtLevel=1}" mvn -B -q -o -DskipTests -Dspotless.apply.skip=true \
    -Dspotless.check.skip=true package -pl benchmarks -am \
    >"$work/jmh-build.log" 2>&1 || { cat "$work/jmh-build.log" >&2; exit 1; }
  bench=benchmarks/target/benchmarks.jar
  # CSV: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit",params...
  # Several forks for the mesh allocators: the JIT compiles differently from one JVM to the next
  # (the best-fit busy list ran at about 800 or about 900 ns per job at 32x32, depending on the
  # fork), and JMH's interval over the iterations of all forks takes that spread in; one fork's
  # interval does not.
  if [ "$quick" = 1 ]; then jmh_it=(-f 2 -wi 2 -w 1s -i 3 -r 1s); else jmh_it=(-f 3 -wi 3 -w 1s -i 5 -r 1s); fi
  # The warm loops in pairs of one-fork runs taken one after the other: this host's speed moves by
  # up to a third over a few seconds, for both loops alike, so a ratio of two runs taken together
  # follows it less than a ratio of two runs a minute apart (as one JMH run of both would be).
  if [ "$quick" = 1 ]; then warm_it=(-f 1 -wi 2 -w 1s -i 3 -r 1s); else warm_it=(-f 1 -wi 3 -w 1s -i 5 -r 1s); fi
  warm_run() { # warm_run SCHEDULER: one fork of flatTrace, its jobs per second in millions
    java -jar "$bench" 'SimulationThroughputBench.flatTrace' "${warm_it[@]}" -p scheduler="$1" \
      ${kth:+-p trace="$kth"} -rf csv -rff "$work/flat.csv" >"$work/flat.log" 2>&1 || { tail -n 20 "$work/flat.log" >&2; exit 1; }
    # the secondary result ":jobs" is jobs per second
    awk -F, '$1 ~ /flatTrace:jobs"$/ { gsub(/"|\r/, ""); printf "%.4f\n", $5 / 1e6 }' "$work/flat.csv"
  }
  declare -A warm=()
  fcfs_rates=() easy_rates=() warm_ratios=()
  for ((i = 0; i < pairs; i++)); do
    if ((i % 2 == 0)); then f=$(warm_run fcfs); e=$(warm_run easy); else e=$(warm_run easy); f=$(warm_run fcfs); fi
    fcfs_rates+=("$f"); easy_rates+=("$e")
    warm_ratios+=("$(awk -v a="$e" -v b="$f" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.4f\n", a / b; else print "0" }')")
  done
  for s in fcfs easy; do
    if [ "$s" = fcfs ]; then rates=("${fcfs_rates[@]}"); else rates=("${easy_rates[@]}"); fi
    warm[$s]=$(printf '%s\n' "${rates[@]}" | median)
    read -r v lo hi < <(spread "${rates[@]}")
    row "warm $s KTH (JMH), M jobs/s" "$v" "$lo" "$hi" "" "" "(no target)" "$load0"
  done
  read -r v lo hi < <(spread "${warm_ratios[@]}")
  row "warm easy / warm fcfs (JMH)" "$v" "$lo" "$hi" "$(printf '%.2f' "${warm[easy]}")" "$(printf '%.2f' "${warm[fcfs]}")" ">= 0.5" "$load0"
  # the whole process of the 10 M-job FCFS stream above against the median warm FCFS rate
  row "10M jobs fcfs / warm fcfs" "$(awk -v a="${stream_rate:-}" -v b="${warm[fcfs]}" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else print "n/a" }')" - - \
    "${stream_rate:-}" "$(printf '%.2f' "${warm[fcfs]}")" ">= 0.5" "$load0"
  load0=$(load)
  sizes=32; [ "$quick" = 0 ] && sizes=16,32,64,128
  java -jar "$bench" 'MeshAllocatorBench.allocateAndRelease' "${jmh_it[@]}" -p allocator=mpl,busy-list \
    -p size="$sizes" -rf csv -rff "$work/mesh.csv" >"$work/mesh.log" 2>&1 || { tail -n 20 "$work/mesh.log" >&2; exit 1; }
  # columns after the unit: allocator, size, workload (JMH sorts the parameters by name)
  awk -F, '$1 ~ /allocateAndRelease"$/ { gsub(/"|\r/, ""); print $8, $9, $10, $5, $6 }' "$work/mesh.csv" >"$work/mesh.txt"
  for w in mesh-uniform mesh-decreasing; do
    for n in ${sizes//,/ }; do
      awk -v w="$w" -v n="$n" '
        $2 == n && $3 == w && $1 == "mpl" { m = $4; me = $5 }
        $2 == n && $3 == w && $1 == "busy-list" { b = $4; be = $5 }
        END {
          if (b == "" || m == "") { print "? ? ?"; exit }
          overlap = (m + me >= b - be && b + be >= m - me) ? "overlap" : "apart"
          printf "%.2f %.0f+-%.0f %.0f+-%.0f/%s\n", m / b, m, me, b, be, overlap
        }' "$work/mesh.txt" | {
        read -r r a b
        row "MPL / busy-list $w ${n}x$n" "$r" - - "${a}ns" "${b}" "(no target)" "$load0"
      }
    done
  done
fi

if [ -n "$other" ]; then
  name=${against_rev:+${against_rev:0:7}}
  name=${name:-${against%/}}
  name=${name##*/}
  compare "-V: this / $name" "" -- ./schedlab -V -- "$other" -V
  if [ -n "$kth" ]; then
    compare "KTH FCFS: this / $name" "" -- flat_trace ./schedlab 100 fcfs "$kth" -- flat_trace "$other" 100 fcfs "$kth"
  fi
  for t in "${conservative[@]}"; do
    set -- $t
    path=$(trace "$1")
    [ -z "$path" ] && continue
    for s in conservative easy; do
      compare "$s $3: this / $name" "" -- flat_trace ./schedlab "$2" "$s" "$path" -- flat_trace "$other" "$2" "$s" "$path"
    done
  done
fi

if [ "$loop" = 1 ]; then
  # the edit-run loop: a one-file change in a topology module, then a small run
  load0=$(load)
  file=topology-mesh/src/main/java/org/schedlab/mesh/alloc/MeshAllocators.java
  touch "$file"
  t=$(wall ./schedlab simulate --machine mesh:16x16 --allocator mpl --workload mesh-uniform --load 1 --jobs 1000 \
    --format json --no-progress)
  row "edit-run loop (one mesh file), s" "$(printf '%.1f' "$t")" - - "" "" "< 40" "$load0"
  SCHEDLAB_CDS=wait ./schedlab -V >/dev/null 2>&1 # the archive again
fi
echo "speed.sh: $(( $(date +%s) - started )) s in all, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
