#!/usr/bin/env python3
"""First-come-first-served in Python: only the oldest waiting job may start, as soon as it fits.

    ./schedlab simulate --machine flat:100 --workload swf:TRACE \
        --scheduler external:"python3 python/examples/fcfs.py"

gives the same schedule as --scheduler fcfs (docs/python.md).
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from schedlab import Scheduler, run  # noqa: E402


class Fcfs(Scheduler):
    name = "fcfs.py"
    eager = True  # when every waiting job fits, FCFS starts them all in arrival order

    def on_pass(self, state):
        queue = state.queue
        while queue:
            head = next(iter(queue.values()))
            if not state.fits(head):
                # nothing starts before the head, whatever arrives: ask again only once enough
                # processors are free for it
                state.ask_when_free(head.procs)
                return
            state.start(head)


if __name__ == "__main__":
    run(Fcfs())
