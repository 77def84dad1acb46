#!/usr/bin/env bash
# One shard of a sharded reproduction, as a Slurm array task: task I of an array 0-(N-1) runs
#   schedlab reproduce PAPER --shard I/N --out OUT [options]
# and writes one result file per work unit into OUT/units (a task started again skips the units it
# already finished). submit.sh submits this array plus the dependent merge job; by hand:
#   sbatch --array=0-3 scripts/slurm/reproduce-array.sh window-2011 results/window-2011 --quick
#
# The command that runs schedlab: $SCHEDLAB (a command line, split on spaces), default the
# launcher ./schedlab of the checkout sbatch was called from. Threads: --cpus-per-task.
#SBATCH --job-name=schedlab-shard
#SBATCH --array=0-3
#SBATCH --cpus-per-task=1
#SBATCH --output=schedlab-%x-%A_%a.out
set -euo pipefail

if [ -z "${SLURM_ARRAY_TASK_ID:-}" ] || [ -z "${SLURM_ARRAY_TASK_COUNT:-}" ]; then
  echo "reproduce-array.sh: not a Slurm array task (submit it with sbatch --array=0-(N-1), or use submit.sh)" >&2
  exit 2
fi
if [ "${SLURM_ARRAY_TASK_MIN:-0}" != 0 ] || [ "${SLURM_ARRAY_TASK_MAX:-}" != "$((SLURM_ARRAY_TASK_COUNT - 1))" ]; then
  echo "reproduce-array.sh: the array must be 0-(N-1) without gaps (got ${SLURM_ARRAY_TASK_MIN:-?}-${SLURM_ARRAY_TASK_MAX:-?}, ${SLURM_ARRAY_TASK_COUNT} tasks)" >&2
  exit 2
fi
if [ $# -lt 2 ]; then
  echo "usage: sbatch --array=0-(N-1) reproduce-array.sh PAPER|all OUT [reproduce options, e.g. --quick]" >&2
  exit 2
fi
paper=$1
out=$2
shift 2
read -r -a schedlab <<<"${SCHEDLAB:-${SLURM_SUBMIT_DIR:-.}/schedlab}"
threads=${SLURM_CPUS_PER_TASK:-1}
echo "shard ${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT} of $paper on $(hostname) with $threads thread(s)"
exec "${schedlab[@]}" reproduce "$paper" --shard "${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT}" \
  --out "$out" --threads "$threads" --no-progress "$@"
