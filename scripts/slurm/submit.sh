#!/usr/bin/env bash
# Submits a sharded reproduction to Slurm: an array of N shard jobs and a merge job that runs once
# all of them succeeded (--dependency=afterok).
#
#   scripts/slurm/submit.sh PAPER|all N OUT [reproduce options, e.g. --full --traces DIR]
#
# Prints the two job ids. Extra sbatch settings come from sbatch's own environment variables
# (SBATCH_PARTITION, SBATCH_TIMELIMIT, SBATCH_ACCOUNT, ...). The shards run $SCHEDLAB (a command
# line), default this checkout's ./schedlab, which is built here once before submitting so that
# the N tasks do not all build it at the same time.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
if [ $# -lt 3 ]; then
  echo "usage: $0 PAPER|all N OUT [reproduce options]" >&2
  exit 2
fi
paper=$1
n=$2
out=$3
shift 3
if ! [[ "$n" =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: N must be a positive number of shards, got '$n'" >&2
  exit 2
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
export SCHEDLAB="${SCHEDLAB:-$repo/schedlab}"
read -r -a schedlab <<<"$SCHEDLAB"
# builds the launcher on first use; also checks the options before anything is queued
"${schedlab[@]}" reproduce "$paper" --plan --shard "0/$n" "$@" >/dev/null
logs="$out/units/slurm-logs"
mkdir -p "$logs"
array=$(sbatch --parsable --export=ALL --array="0-$((n - 1))" --output="$logs/shard-%A_%a.out" \
  "$here/reproduce-array.sh" "$paper" "$out" "$@")
array=${array%%;*}
merge=$(sbatch --parsable --export=ALL --dependency="afterok:$array" --kill-on-invalid-dep=yes \
  --output="$logs/merge-%j.out" \
  "$here/merge.sh" "$out")
merge=${merge%%;*}
echo "array job $array: $n shards of '$paper $*'; merge job $merge after all of them; results in $out (logs in $logs)"
