#!/usr/bin/env bash
# The merge job of a sharded reproduction: schedlab merge --out OUT, which writes the CSVs, charts,
# report.md and manifest.json of a single run from OUT/units. submit.sh submits it with
# --dependency=afterok on the array, so it starts only when every shard succeeded.
#SBATCH --job-name=schedlab-merge
#SBATCH --cpus-per-task=1
#SBATCH --output=schedlab-%x-%j.out
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: sbatch merge.sh OUT" >&2
  exit 2
fi
read -r -a schedlab <<<"${SCHEDLAB:-${SLURM_SUBMIT_DIR:-.}/schedlab}"
exec "${schedlab[@]}" merge --out "$1"
