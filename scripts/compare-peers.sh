#!/usr/bin/env bash
# Compare SchedLab with the peer simulators PReMAS and pyss, job by job (issue 33).
#
# The peers are fetched and built OUTSIDE this repository; nothing of them is committed. Give
# their checkouts and a directory of SWF traces:
#
#   scripts/compare-peers.sh --premas /tmp/peers/premas --pyss /tmp/peers/pyss \
#       --traces ../shared/data/traces [--work /tmp/peer-work] [--peers premas,pyss] \
#       [--policies fcfs,easy,conservative|all] [--only KTH,CTC,...] [--schedlab CMD] [--time N]
#
#   Policies (a policy a peer lacks is skipped for that peer): fcfs, easy, conservative (both peers);
#   PReMAS's priority queues largest-first, smallest-first, shortest-first, longest-first,
#   least-work-first, most-work-first; its relaxed conservative family opportunistic, opportunistic-5
#   (a pass cap of 5), restrictive, hole-preserving (PReMAS's max), elc-5 (even-less-conservative,
#   5 passes), and scan-up, scan-down (4 queues);
#   pyss's EASY variants easy++, sjbf, perfect-easy, double-easy, double-perfect-easy,
#   head-double-easy, tail-double-easy, shrinking-easy, lookahead-easy, double-conservative, and
#   maui (MauiScheduler with its default weights);
#   'all' is every policy. Each
#   is run under the peer's own scheduler name and under ours as the peer profile's list entry maps it
#   ('schedlab list': PeerName -> spec).
#
#   PReMAS: a checkout of long1710/Network-Topology (the Knox College simulator); compiled here
#           with javac into the work directory; each trace converted by its own convert_trace.pl
#           and run as  simulator.Main machine=simple[N] scheduler=pqueue[fifo]|easy|cons|...
#           allocator=simple trace=FILE  (per-job log FILE.time).
#   pyss:   a checkout of dinesh121991/pyss (the HUJI code), run unmodified under python2.7
#           through a small driver written into the work directory, which prints each job's
#           start time.
#   SchedLab: CMD simulate --profile premas|pyss --schedule-out, CMD being the launcher of this
#           repository (./schedlab) unless --schedlab names another.
#
# For every (peer, policy, trace) one line: the number of jobs in each run, the peer's and
# SchedLab's mean wait (start - submit, in seconds, over every job), and how many jobs start at a
# different second. Jobs are matched by position in the trace (both keep the same records in file
# order; a count mismatch is reported as such). Runs already in the work directory are reused.
#
# --time N: after each line, N alternating pairs of timed runs, the peer's and ours, each a whole
# process whose CPU time (user + system) is measured: PReMAS with -XX:+UseSerialGC (its fastest
# collector) on the converted trace, pyss on the SWF file, SchedLab's `simulate` with the same
# --schedule-out as above. Converting the trace for PReMAS is not counted. The line gives both
# medians, the median ratio ours / peer with its smallest and largest, and the 1-minute load average
# before and after. Ratios mean something only when both sides ran under the same load.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
premas="" pyss="" traces="" work="${TMPDIR:-/tmp}/schedlab-peers"
peers="premas,pyss" policies="fcfs,easy,conservative" only="" schedlab="$here/schedlab"
python2="${PYTHON2:-python2.7}"
time_pairs=0
while [ $# -gt 0 ]; do
  case "$1" in
    --premas) premas="$2"; shift 2 ;;
    --pyss) pyss="$2"; shift 2 ;;
    --traces) traces="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    --peers) peers="$2"; shift 2 ;;
    --policies) policies="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --schedlab) schedlab="$2"; shift 2 ;;
    --time) time_pairs="$2"; shift 2 ;;
    -h | --help) sed -n '2,43p' "$0"; exit 0 ;;
    *) echo "compare-peers: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ "$time_pairs" =~ ^[0-9]+$ ]] || { echo "compare-peers: --time N needs a whole number of pairs, not '$time_pairs'" >&2; exit 2; }
[ -n "$traces" ] && [ -d "$traces" ] || { echo "compare-peers: --traces DIR is required (a directory of SWF traces)" >&2; exit 2; }
case ",$peers," in *,premas,*) [ -d "$premas/simulator" ] || { echo "compare-peers: --premas DIR must be a PReMAS checkout (with simulator/)" >&2; exit 2; } ;; esac
case ",$peers," in *,pyss,*) [ -d "$pyss/src/base" ] || { echo "compare-peers: --pyss DIR must be a pyss checkout (with src/base/)" >&2; exit 2; } ;; esac
mkdir -p "$work"

# trace file stem and machine size (the header's MaxProcs)
all_traces="KTH:KTH-SP2-1996-2.1-cln:100 CTC:CTC-SP2-1996-3.1-cln:338 SDSC-BLUE:SDSC-BLUE-2000-4.2-cln:1152
SDSC-SP2:SDSC-SP2-1998-4.2-cln:128 SDSC-Par:SDSC-Par-1996-3.1-cln:400 LANL-CM5:LANL-CM5-1994-4.1-cln:1024
HPC2N:HPC2N-2002-2.2-cln:240"

premas_scheduler() {
  case "$1" in
    fcfs) echo 'pqueue[fifo]' ;; easy) echo easy ;; conservative) echo cons ;;
    largest-first) echo 'pqueue[largefirst]' ;; smallest-first) echo 'pqueue[smallfirst]' ;;
    shortest-first) echo 'pqueue[shortfirst]' ;; longest-first) echo 'pqueue[longfirst]' ;;
    least-work-first) echo 'pqueue[ssd]' ;; most-work-first) echo 'pqueue[lsd]' ;;
    opportunistic) echo 'opportunistic[fifo]' ;; opportunistic-5) echo 'opportunistic[fifo,5]' ;;
    restrictive) echo 'restric[fifo]' ;; hole-preserving) echo 'max[fifo]' ;; elc-5) echo 'elc[fifo,5]' ;;
    scan-up) echo 'scan[4,true]' ;; scan-down) echo 'scan[4,false]' ;;
  esac
}
pyss_scheduler() {
  case "$1" in
    fcfs) echo FcfsScheduler ;; easy) echo EasyBackfillScheduler ;; conservative) echo ConservativeScheduler ;;
    easy++) echo EasyPlusPlusScheduler ;; sjbf) echo EasySJBFScheduler ;; perfect-easy) echo PerfectEasyBackfillScheduler ;;
    double-easy) echo DoubleEasyBackfillScheduler ;; double-perfect-easy) echo DoublePerfectEasyBackfillScheduler ;;
    head-double-easy) echo HeadDoubleEasyScheduler ;; tail-double-easy) echo TailDoubleEasyScheduler ;;
    shrinking-easy) echo ShrinkingEasyScheduler ;; lookahead-easy) echo LookAheadEasyBackFillScheduler ;;
    double-conservative) echo DoubleConservativeScheduler ;;
    maui) echo MauiScheduler ;;
  esac
}
all_policies="fcfs,easy,conservative,largest-first,smallest-first,shortest-first,longest-first,least-work-first,most-work-first,opportunistic,opportunistic-5,restrictive,hole-preserving,elc-5,scan-up,scan-down,easy++,sjbf,perfect-easy,double-easy,double-perfect-easy,head-double-easy,tail-double-easy,shrinking-easy,lookahead-easy,double-conservative,maui"
[ "$policies" = all ] && policies="$all_policies"

# our spec for a peer's scheduler: the peer profile's 'PeerName -> spec' line of 'schedlab list'
our_spec() { # peer policy
  local name
  if [ "$1" = premas ]; then name="$(premas_scheduler "$2")"; else name="$(pyss_scheduler "$2")"; fi
  [ -n "$name" ] || return 0
  [ -s "$work/list.txt" ] || $schedlab list >"$work/list.txt"
  awk -v p="$1" -v n="$name" '/^  [a-z0-9-]+  / {cur = $1} cur == p && $1 == n && $2 == "->" {print $3; exit}' "$work/list.txt"
}

build_premas() {
  if [ ! -f "$work/premas-bin/simulator/Main.class" ]; then
    mkdir -p "$work/premas-bin"
    (cd "$premas" && javac -nowarn -d "$work/premas-bin" $(find simulator mapping -name '*.java' | grep -v JUnit)) >/dev/null 2>&1 \
      || { echo "compare-peers: PReMAS does not compile" >&2; exit 1; }
  fi
}

write_pyss_driver() {
  cat >"$work/pyss_starts.py" <<'PY'
# Runs one pyss scheduler on an SWF file and prints "submit start" per job, in file order.
import sys, re, importlib
sys.path.insert(0, sys.argv[1])
from base.workload_parser import parse_lines
from base.prototype import _job_inputs_to_jobs
from schedulers.simulator import Simulator
name = sys.argv[4]
# the module of a class: EasyPlusPlusScheduler -> easy_plus_plus_scheduler, as pyss names its files
special = {"EasyBackfillScheduler": "easy_scheduler", "PerfectEasyBackfillScheduler": "perfect_easy_scheduler",
           "DoubleEasyBackfillScheduler": "double_easy_scheduler",
           "DoublePerfectEasyBackfillScheduler": "double_perfect_easy_scheduler",
           "EasySJBFScheduler": "easy_sjbf_scheduler", "EasyPlusPlusScheduler": "easy_plus_plus_scheduler",
           "LookAheadEasyBackFillScheduler": "lookahead_easy_scheduler"}
module = special.get(name) or re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
cls = getattr(importlib.import_module("schedulers." + module), name)
procs = int(sys.argv[3])
jobs = list(_job_inputs_to_jobs(parse_lines(open(sys.argv[2])), procs))
sim = Simulator(jobs, procs, cls(procs))
sim.run()
for j in jobs:
    print j.submit_time, j.start_to_run_at_time
PY
}

premas_main() { # stem procs policy [JVM option...]: PReMAS on the converted trace, in the current folder
  java "${@:4}" -Xss64m -cp "$work/premas-bin" simulator.Main "machine=simple[$2]" \
    "scheduler=$(premas_scheduler "$3")" allocator=simple "trace=$work/$1.premas"
}

premas_trace() { # stem: PReMAS's conversion of the trace by its convert_trace.pl, made once
  [ -s "$work/$1.premas" ] || gzip -dcf "$traces/$1.swf.gz" | perl "$premas/convert_trace.pl" >"$work/$1.premas" 2>/dev/null
}

pyss_inputs() { # stem: the plain SWF file and the driver pyss runs on, made once
  [ -s "$work/$1.swf" ] || gzip -dcf "$traces/$1.swf.gz" >"$work/$1.swf"
  [ -f "$work/pyss_starts.py" ] || write_pyss_driver
}

# "submit start" per job in file order -> $out
run_premas() { # stem procs policy out
  local conv="$work/$1.premas"
  premas_trace "$1"
  local dir="$work/premas-$3-$1"
  mkdir -p "$dir"
  (cd "$dir" && premas_main "$1" "$2" "$3" >run.out 2>run.err)
  awk '!/^#/ && NF >= 3 {print $1, $2, $3}' "$dir/$(basename "$conv").time" | sort -n -k1,1 | awk '{print $2, $3}' >"$4"
}

run_pyss() { # stem procs policy out
  pyss_inputs "$1"
  pyss_main "$1" "$2" "$3" >"$4.tmp"
  mv "$4.tmp" "$4"
}

pyss_main() { # stem procs policy: the driver on the SWF file, starts on standard output
  (cd "$pyss/src" && "$python2" -O "$work/pyss_starts.py" "$pyss/src" "$work/$1.swf" "$2" "$(pyss_scheduler "$3")")
}

schedlab_main() { # peer stem procs spec csv: our simulation, the JSON summary on standard output
  $schedlab simulate --machine "flat:$3" --scheduler "$4" --workload "swf:$traces/$2.swf.gz" \
      --profile "$1" --schedule-out "$5" --format json
}

run_schedlab() { # peer stem procs spec out
  local csv="$5.csv"
  schedlab_main "$1" "$2" "$3" "$4" "$csv" >"$5.json"
  # the schedule lists jobs by end; sort by job number (file order in every trace used here)
  awk -F, 'NR > 1 {print $1, $2, $3}' "$csv" | sort -n -k1,1 | awk '{print $2, $3}' >"$5"
}

compare() { # peer-file schedlab-file
  paste -d' ' "$1" "$2" | awk -v np="$(wc -l <"$1")" -v ns="$(wc -l <"$2")" '
    { if ($1 != $3) sub_mismatch++; if ($2 != $4) diff++; pw += $2 - $1; sw += $4 - $3 }
    END { printf "%7d %7d %14.4f %14.4f %7d%s\n", np, ns, pw / np, sw / ns, diff,
          (np != ns ? "  (job counts differ)" : (sub_mismatch ? "  (" sub_mismatch " submit times differ)" : "")) }'
}

# seconds of CPU (user + system) of one run of the command, its output discarded
cpu() {
  local TIMEFORMAT='%U %S' t
  # a run that fails is not a time: stop with its command rather than print a ratio of nothing
  if ! t=$({ time "$@" >/dev/null 2>&1; } 2>&1); then
    echo "compare-peers: a timed run failed: $*" >&2
    exit 1
  fi
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

time_peer() { # peer stem procs policy spec: --time's pairs, one line
  local load0 i tp to ps=() os=() rs=()
  load0=$(cut -d' ' -f1 /proc/loadavg)
  mkdir -p "$work/timing"
  # what the timed runs need, also when the comparison above reused earlier outputs
  if [ "$1" = premas ]; then build_premas; premas_trace "$2"; else pyss_inputs "$2"; fi
  for ((i = 0; i < time_pairs; i++)); do
    if [ "$1" = premas ]; then
      mkdir -p "$work/timing/premas-$4-$name"
      tp=$(cd "$work/timing/premas-$4-$name" && cpu premas_main "$2" "$3" "$4" -XX:+UseSerialGC)
    else
      tp=$(cpu pyss_main "$2" "$3" "$4")
    fi
    to=$(cpu schedlab_main "$1" "$2" "$3" "$5" "$work/timing/ours.$1.$4.$name.csv")
    ps+=("$tp"); os+=("$to"); rs+=("$(awk -v a="$to" -v b="$tp" 'BEGIN { printf "%.4f\n", a / b }')")
  done
  printf "%-7s %-19s %-10s cpu: peer %.2f s, ours %.2f s, ours/peer %.4f (%.4f-%.4f), %d pairs, load %s/%s\n" \
    "$1" "$4" "$name" "$(printf '%s\n' "${ps[@]}" | median)" "$(printf '%s\n' "${os[@]}" | median)" \
    "$(printf '%s\n' "${rs[@]}" | median)" "$(printf '%s\n' "${rs[@]}" | sort -g | head -n1)" \
    "$(printf '%s\n' "${rs[@]}" | sort -g | tail -n1)" "$time_pairs" "$load0" "$(cut -d' ' -f1 /proc/loadavg)"
}

printf "%-7s %-19s %-10s %7s %7s %14s %14s %7s\n" peer policy trace "peer" "ours" "peer-wait" "our-wait" differ
for entry in $all_traces; do
  IFS=: read -r name stem procs <<<"$entry"
  if [ -n "$only" ] && [[ ",$only," != *",$name,"* ]]; then continue; fi
  [ -f "$traces/$stem.swf.gz" ] || { echo "compare-peers: $traces/$stem.swf.gz missing, skipped" >&2; continue; }
  for peer in ${peers//,/ }; do
    for policy in ${policies//,/ }; do
      spec="$(our_spec "$peer" "$policy")"
      [ -n "$spec" ] || continue # not a scheduler of this peer, or not mapped by its profile
      peer_out="$work/$peer.$policy.$name.starts"
      ours="$work/schedlab-$peer.$policy.$name.starts"
      if [ ! -s "$peer_out" ]; then
        if [ "$peer" = premas ]; then build_premas; run_premas "$stem" "$procs" "$policy" "$peer_out"
        else run_pyss "$stem" "$procs" "$policy" "$peer_out"; fi
      fi
      [ -s "$ours" ] || run_schedlab "$peer" "$stem" "$procs" "$spec" "$ours"
      printf "%-7s %-19s %-10s %s\n" "$peer" "$policy" "$name" "$(compare "$peer_out" "$ours")"
      [ "$time_pairs" -eq 0 ] || time_peer "$peer" "$stem" "$procs" "$policy" "$spec"
    done
  done
done
