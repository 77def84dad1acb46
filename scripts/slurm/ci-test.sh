#!/usr/bin/env bash
# CI test against a real Slurm: installs slurm-wlm and munge from the distribution when they are
# missing (needs root and apt-get), starts munged, slurmctld and slurmd for one local node with a
# minimal slurm.conf (state, spool, logs, sockets and pid files in a temporary folder), submits a
# quick reproduction as an array of 4 shards plus the dependent merge job (submit.sh), waits,
# and compares every output file byte for byte with an unsharded run of the same reproduction.
# Stops only the daemons it started (by their pid files), also when it fails.
#
#   scripts/slurm/ci-test.sh [PAPER] [reproduce options]     default: window-2011 --quick
#
# $SCHEDLAB: the command that runs schedlab (default: java on experiments/target when built,
# else ./schedlab). Exit 0 when the outputs agree; 1 when they do not or Slurm cannot be started,
# with the reason on stderr. Never skips.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
paper=${1:-window-2011}
shift || true
opts=("$@")
[ ${#opts[@]} -eq 0 ] && opts=(--quick)
shards=4
t0=$(date +%s)

fail() {
  echo "slurm-ci: FAIL: $*" >&2
  exit 1
}
log() { echo "slurm-ci: [$(($(date +%s) - t0))s] $*"; }

# --- Slurm and munge present? ---------------------------------------------------------------
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null \
  || ! command -v sbatch >/dev/null; then
  if [ "$(id -u)" != 0 ]; then
    fail "slurm-wlm and munge are not installed and installing them needs root (apt-get install slurm-wlm munge)"
  fi
  command -v apt-get >/dev/null || fail "slurm-wlm and munge are not installed and there is no apt-get to install them"
  log "installing slurm-wlm and munge with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -q && apt-get install -y -q slurm-wlm munge; } >/tmp/slurm-ci-apt.log 2>&1; then
    tail -20 /tmp/slurm-ci-apt.log >&2
    fail "apt-get install slurm-wlm munge failed (log: /tmp/slurm-ci-apt.log)"
  fi
  log "installed: $(dpkg-query -W -f='${Package} ${Version}, ' slurm-wlm munge 2>/dev/null)"
fi
log "$(slurmd -V 2>/dev/null), $(munged --version 2>&1 | head -1)"

# --- the schedlab command -------------------------------------------------------------------
if [ -z "${SCHEDLAB:-}" ]; then
  jar=$(ls "$repo"/experiments/target/schedlab-experiments-*.jar 2>/dev/null | grep -v -e sources -e tests -e javadoc | head -1)
  if [ -n "$jar" ] && [ -d "$repo/experiments/target/lib" ]; then
    SCHEDLAB="java -Xmx1g -cp $jar:$repo/experiments/target/lib/* org.schedlab.experiments.cli.SchedLabCli"
  else
    SCHEDLAB="$repo/schedlab"
  fi
fi
export SCHEDLAB
read -r -a schedlab <<<"$SCHEDLAB"

# --- a private Slurm: one node, everything under a temporary folder --------------------------
work=$(mktemp -d /tmp/slurm-ci.XXXXXX)
chmod 755 "$work"
started=()
cleanup() {
  local status=$?
  if [ -n "${SLURM_CONF:-}" ] && [ -f "$work/slurmctld.pid" ]; then
    scancel --quiet --user="$(id -un)" 2>/dev/null || true
  fi
  local pidfile pid i
  for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munged.pid"; do
    [ -f "$pidfile" ] || continue
    pid=$(cat "$pidfile" 2>/dev/null)
    [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || continue
    kill "$pid" 2>/dev/null
    for i in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null
  done
  if [ "$status" -ne 0 ]; then
    for f in "$work"/log/*.log "$work"/out/units/slurm-logs/*.out; do
      [ -f "$f" ] || continue
      echo "----- $f (last lines)" >&2
      tail -15 "$f" >&2
    done
  fi
  rm -rf "$work"
  echo "slurm-ci: daemons stopped, $work removed; $(($(date +%s) - t0)) s in all"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

mkdir -p "$work"/{state,spool,log,munge}
chmod 755 "$work/munge"
# munge: a fresh key, our own socket
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/munge.socket" \
  --pid-file="$work/munged.pid" --log-file="$work/log/munged.log" --seed-file="$work/munge/munged.seed" \
  >"$work/log/munged.start" 2>&1 || fail "munged did not start: $(cat "$work/log/munged.start")"
for i in $(seq 1 50); do [ -S "$work/munge/munge.socket" ] && break; sleep 0.1; done
[ -S "$work/munge/munge.socket" ] || fail "munged did not open its socket $work/munge/munge.socket"

free_port() { # first port from $1 on that nothing listens on
  local p=$1
  while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done
  echo "$p"
}
ctld_port=$(free_port 16817)
slurmd_port=$(free_port $((ctld_port + 1)))
host=$(hostname -s)
node=$(slurmd -C 2>/dev/null | head -1)
[ -n "$node" ] || fail "slurmd -C printed no node description"
user=$(id -un)
cat >"$work/slurm.conf" <<CONF
ClusterName=schedlabci
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=$user
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=2
MpiDefault=none
SwitchType=switch/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=300
$node State=UNKNOWN
PartitionName=ci Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
unset SLURM_JOB_ID SLURM_ARRAY_JOB_ID

slurmctld -f "$SLURM_CONF" >"$work/log/slurmctld.start" 2>&1 \
  || fail "slurmctld did not start: $(cat "$work/log/slurmctld.start")"
slurmd -f "$SLURM_CONF" >"$work/log/slurmd.start" 2>&1 || fail "slurmd did not start: $(cat "$work/log/slurmd.start")"
state=""
for i in $(seq 1 120); do
  state=$(sinfo -h -n "$host" -o %T 2>/dev/null | head -1)
  [ "$state" = idle ] && break
  sleep 0.5
done
[ "$state" = idle ] || fail "the node did not become idle in 60 s (state '${state:-no answer from slurmctld}')"
log "slurmctld (port $ctld_port) and slurmd (port $slurmd_port) up; node $host idle"

# --- the sharded run under Slurm, and the single run -----------------------------------------
out="$work/out"
submit=$("$here/submit.sh" "$paper" "$shards" "$out" "${opts[@]}") || fail "submit.sh failed"
echo "$submit"
merge_job=$(printf '%s' "$submit" | sed -n 's/.*merge job \([0-9]*\).*/\1/p')
array_job=$(printf '%s' "$submit" | sed -n 's/^array job \([0-9]*\).*/\1/p')
[ -n "$merge_job" ] && [ -n "$array_job" ] || fail "submit.sh printed no job ids"

single="$work/single"
log "unsharded run while the array runs"
"${schedlab[@]}" reproduce "$paper" "${opts[@]}" --out "$single" --no-progress --threads 1 >"$work/log/single.log" 2>&1 \
  || fail "the unsharded run failed: $(tail -5 "$work/log/single.log")"

deadline=$(($(date +%s) + 240))
while :; do
  merge_state=$(scontrol show job "$merge_job" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
  case "$merge_state" in
    COMPLETED) break ;;
    FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE)
      fail "merge job $merge_job ended $merge_state ($(scontrol show job "$array_job" 2>/dev/null | grep -o 'JobState=[A-Z]*' | sort | uniq -c | tr '\n' ' '))" ;;
    PENDING)
      reason=$(scontrol show job "$merge_job" 2>/dev/null | sed -n 's/.*Reason=\([A-Za-z_]*\).*/\1/p')
      [ "$reason" = DependencyNeverSatisfied ] && fail "a shard failed: merge job $merge_job can never run" ;;
  esac
  [ "$(date +%s)" -lt "$deadline" ] || fail "the jobs did not finish within 240 s (merge job: ${merge_state:-unknown})"
  sleep 1
done
log "array job $array_job and merge job $merge_job COMPLETED"
units=$(ls "$out/units" | grep -c '\.unit$')
tasks=$(ls "$out/units/slurm-logs" | grep -c '^shard-')
[ "$tasks" -eq "$shards" ] || fail "expected $shards shard logs, found $tasks"

# --- byte-for-byte comparison (manifest.json holds times and commands; units/ only the sharded run has)
compared=0
differ=0
while IFS= read -r f; do
  rel=${f#"$single"/}
  [ "$rel" = manifest.json ] && continue
  compared=$((compared + 1))
  if ! cmp -s "$f" "$out/$rel"; then
    echo "slurm-ci: differs: $rel" >&2
    differ=$((differ + 1))
  fi
done < <(find "$single" -type f | sort)
extra=$(cd "$out" && find . -path ./units -prune -o -type f ! -name manifest.json -print | sed 's|^\./||' | while read -r r; do [ -f "$single/$r" ] || echo "$r"; done)
[ -z "$extra" ] || { echo "slurm-ci: only in the merged run: $extra" >&2; differ=$((differ + 1)); }
[ "$compared" -gt 0 ] || fail "the unsharded run wrote no files"
[ "$differ" -eq 0 ] || fail "$differ of $compared files differ between $shards Slurm shards + merge and the unsharded run"
log "PASS: $compared files identical byte for byte ($shards shards, $units work units, merged by Slurm job $merge_job)"
