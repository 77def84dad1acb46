#!/usr/bin/env python3
"""EASY backfilling in Python (Lifka 1995; Mu'alem and Feitelson, IEEE TPDS 12(6), 2001).

At each pass: start the oldest waiting jobs while they fit. The first one that does not fit, the
head, gets a reservation: its shadow time is the earliest expected end of running jobs (each
expected to end by its estimate) at which enough processors are free for it, and the "extra"
processors are those free at that time beyond what the head needs. A later job may start now if
it fits and either ends by its estimate before the shadow time or uses no more than the extra
processors (which it then uses up).

Where processor counts decide what fits (a flat machine), all of that is computed here from the
counts. On a topology, a count is not enough: the engine plans the reservation on its allocator
and this policy asks it, job by job, with state.admit(job, head) (pass --oracle to ask the engine
on a flat machine too). Either way the schedule equals --scheduler easy job for job.

    ./schedlab simulate --machine flat:100 --workload swf:TRACE \
        --scheduler external:"python3 python/examples/easy.py"
"""

import bisect
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from schedlab import Scheduler, run  # noqa: E402


class Easy(Scheduler):
    name = "easy.py"
    eager = True  # when every waiting job fits, EASY starts them all in arrival order

    def __init__(self, oracle=False):
        self.oracle = oracle
        # running jobs in order of expected end: (start + estimate, start, arrival number, job)
        self.ends = []

    def order(self, state):
        """The waiting jobs in the order this policy serves them: arrival order."""
        return list(state.queue.values())

    def start(self, state, job):
        state.start(job)
        bisect.insort(self.ends, (job.start + job.estimate, job.start, job.order, job))

    def on_pass(self, state):
        for job in state.started:  # started by the engine on this policy's behalf
            bisect.insort(self.ends, (job.start + job.estimate, job.start, job.order, job))
        for job in state.departed:
            key = (job.start + job.estimate, job.start, job.order)
            del self.ends[bisect.bisect_left(self.ends, key)]
        jobs = self.order(state)
        i = 0
        while i < len(jobs) and state.fits(jobs[i]):
            self.start(state, jobs[i])
            i += 1
        if i == len(jobs):
            return
        head = jobs[i]
        later = jobs[i + 1 :]
        if not any(job.procs <= state.free for job in later):
            return  # nothing could be backfilled: no need to plan
        if state.machine.counts and not self.oracle:
            self.backfill_by_counts(state, head, later)
        else:
            for job in later:
                if state.free <= 0:
                    break
                if job.procs <= state.free and state.admit(job, head):
                    self.start(state, job)

    def shadow(self, state, head):
        """The head's shadow time and the processors free then, from the counts."""
        now = state.now
        free = state.free
        ends = self.ends
        n = len(ends)
        i = 0
        while i < n and ends[i][0] <= now:  # overdue jobs: expected to end now
            free += ends[i][3].held
            i += 1
        if i > 0 and free >= head.procs:
            return now, free
        while i < n:
            end = ends[i][0]
            while i < n and ends[i][0] == end:  # every job of one expected end together
                free += ends[i][3].held
                i += 1
            if free >= head.procs:
                return end, free
        raise RuntimeError("job %d does not fit even on the empty machine" % head.id)

    def backfill_by_counts(self, state, head, later):
        shadow, free_at_shadow = self.shadow(state, head)
        now = state.now
        need = head.procs
        for job in later:
            if state.free <= 0:
                break
            if job.procs > state.free:
                continue
            past_shadow = now + job.estimate > shadow
            if past_shadow:
                if free_at_shadow - job.procs < need:
                    continue  # it would take processors the head needs at the shadow time
                free_at_shadow -= job.procs
            self.start(state, job)


if __name__ == "__main__":
    run(Easy(oracle="--oracle" in sys.argv[1:]))
