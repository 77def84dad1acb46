#!/usr/bin/env python3
"""SJF-backfill in Python: EASY backfilling with the waiting jobs ranked by the user's estimate,
shortest first (ties: arrival order, then job id). The shortest job holds the reservation and the
others are tried for backfilling in that order. The same schedule as --scheduler easy:order=sjf.

    ./schedlab simulate --machine flat:100 --workload swf:TRACE \
        --scheduler external:"python3 python/examples/sjf_backfill.py"
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from easy import Easy  # noqa: E402
from schedlab import run  # noqa: E402


class SjfBackfill(Easy):
    name = "sjf_backfill.py"
    eager = False  # it would start jobs that all fit in its own order, not in arrival order

    def order(self, state):
        return sorted(state.queue.values(), key=lambda job: (job.estimate, job.order, job.id))


if __name__ == "__main__":
    run(SjfBackfill(oracle="--oracle" in sys.argv[1:]))
