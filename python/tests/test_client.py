"""The client's side of the protocol, against scripted engine lines (no engine needed)."""

import io
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "examples"))

from easy import Easy  # noqa: E402
from fcfs import Fcfs  # noqa: E402
from sjf_backfill import SjfBackfill  # noqa: E402

from schedlab import ProtocolError, Scheduler, run  # noqa: E402
from schedlab.client import State, _Wire  # noqa: E402

FLAT10 = {"schedlab": 1, "processors": 10, "counts": True, "placements": True}
LINE8 = {"schedlab": 1, "processors": 8, "counts": False, "placements": False}


def exchange(scheduler, *messages):
    """Runs ``scheduler`` on the engine lines ``messages``; returns (its lines, final state)."""
    rfile = io.BytesIO(b"".join(json.dumps(m).encode() + b"\n" for m in messages))
    wfile = io.BytesIO()
    state = run(scheduler, rfile, wfile)
    return [json.loads(line) for line in wfile.getvalue().splitlines()], state


class GreetingTest(unittest.TestCase):
    def test_names_the_policy_and_its_promises(self):
        lines, _ = exchange(Fcfs(), FLAT10, {"end": 0})
        self.assertEqual(lines, [{"schedlab": 1, "name": "fcfs.py", "eager": True}])

    def test_a_plain_policy_promises_nothing(self):
        class Plain(Scheduler):
            def on_pass(self, state):
                return ()

        lines, _ = exchange(Plain(), FLAT10, {"end": 0})
        self.assertEqual(lines, [{"schedlab": 1, "name": "Plain"}])

    def test_another_version_is_refused(self):
        with self.assertRaises(ProtocolError):
            exchange(Fcfs(), dict(FLAT10, schedlab=2), {"end": 0})


class DecisionTest(unittest.TestCase):
    def test_fcfs_answers_from_the_deltas_and_sleeps_until_its_head_fits(self):
        lines, state = exchange(
            Fcfs(),
            FLAT10,
            {"t": 0, "a": [[1, 0, 4, 10], [2, 0, 8, 10]], "f": 10},
            {"t": 10, "d": [[1, 10]], "f": 10},
            {"end": 20, "d": [[2, 20]]},
        )
        self.assertEqual(lines[1:], [{"s": [1], "w": 8}, {"s": [2]}])
        self.assertEqual(state.queue, {})
        self.assertEqual(state.running, {})
        self.assertEqual([j.id for j in state.departed], [2])

    def test_arrivals_then_engine_starts_then_departures(self):
        seen = []

        class Watch(Scheduler):
            def on_pass(self, state):
                seen.append(([j.id for j in state.arrived], [j.id for j in state.started],
                             [j.id for j in state.departed], dict(state.running), state.now, state.free))

        job3 = {"t": 9, "a": [[3, 5, 2, 4], [4, 8, 2, 4]], "e": [[3, 5]], "d": [[3, 7]], "f": 10}
        lines, state = exchange(Watch(), FLAT10, job3, {"end": 12, "e": [[4, 9]], "d": [[4, 12]]})
        self.assertEqual(seen, [([3, 4], [3], [3], {}, 9, 10)])
        self.assertEqual(lines[1:], [{}])
        self.assertEqual([j.id for j in state.started], [4])
        self.assertEqual([(j.start, j.end) for j in state.departed], [(9, 12)])

    def test_named_processors(self):
        class Named(Scheduler):
            def on_pass(self, state):
                state.start(state.queue[1], processors=[3, 1])

        lines, _ = exchange(Named(), FLAT10, {"t": 0, "a": [[1, 0, 2, 5]], "f": 10}, {"end": 5, "d": [[1, 5]]})
        self.assertEqual(lines[1:], [{"s": [[1, [3, 1]]]}])

    def test_starting_a_job_that_is_not_waiting_raises(self):
        class Twice(Scheduler):
            def on_pass(self, state):
                return [1, 1]

        with self.assertRaisesRegex(ValueError, "job 1 is not waiting"):
            exchange(Twice(), FLAT10, {"t": 0, "a": [[1, 0, 2, 5]], "f": 10})

    def test_an_engine_that_stops_early_is_an_error(self):
        with self.assertRaisesRegex(ProtocolError, "before the end of the run"):
            exchange(Fcfs(), FLAT10, {"t": 0, "a": [[1, 0, 2, 5]], "f": 10})

    def test_print_goes_to_standard_error_while_the_protocol_runs(self):
        class Chatty(Scheduler):
            def on_pass(self, state):
                print("deciding at", state.now)
                return list(state.queue)

        stdin = io.TextIOWrapper(io.BytesIO(
            b"".join(json.dumps(m).encode() + b"\n" for m in (FLAT10, {"t": 0, "a": [[1, 0, 2, 5]], "f": 10},
                                                             {"end": 5, "d": [[1, 5]]}))))
        stdout = io.TextIOWrapper(io.BytesIO())
        stderr = io.StringIO()
        saved = sys.stdin, sys.stdout, sys.stderr
        sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
        try:
            run(Chatty())
        finally:
            sys.stdin, sys.stdout, sys.stderr = saved
        self.assertEqual(stderr.getvalue(), "deciding at 0\n")
        stdout.flush()
        self.assertEqual(stdout.buffer.getvalue().splitlines()[1:], [b'{"s":[1]}'])


class TopologyTest(unittest.TestCase):
    def test_fcfs_asks_whether_each_head_fits(self):
        lines, _ = exchange(
            Fcfs(),
            LINE8,
            {"t": 0, "a": [[1, 0, 4, 10], [2, 0, 4, 10]], "f": 8},
            {"fits": [True], "f": 8},
            {"fits": [False], "f": 3, "h": [[1, 5]]},
            {"end": 10, "d": [[1, 10]]},
        )
        self.assertEqual(
            lines[1:],
            [{"s": [], "q": {"fits": [1]}}, {"s": [1], "q": {"fits": [2]}}, {"w": 4}],
        )

    def test_admit_asks_the_engine_and_reads_the_shadow_time(self):
        sent = io.BytesIO()
        wire = _Wire(io.BytesIO(b'{"admit":true,"shadow":7200,"f":3}\n'), sent)
        state = State(__import__("schedlab").Machine(8, False, False), wire)
        from schedlab import Job

        head, job = Job(1, 0, 8, 100), Job(2, 0, 2, 10)
        state.queue = {1: head, 2: job}
        self.assertTrue(state.admit(job, head))
        self.assertEqual(state.shadow, 7200)
        self.assertEqual(state.free, 3)
        self.assertEqual(json.loads(sent.getvalue()), {"s": [], "q": {"admit": 2, "head": 1}})


class EasyTest(unittest.TestCase):
    """easy-extra.csv (schedulers' golden schedules) pass by pass: the engine's lines are written
    out by hand, the policy's answers must be the hand-computed ones."""

    PASSES = [
        ({"t": 0, "a": [[1, 0, 6, 10], [2, 0, 2, 5]], "f": 10}, {"s": [1, 2]}),
        ({"t": 1, "a": [[3, 1, 8, 10]], "f": 2}, {}),
        # shadow 10 (jobs 2 and 1 gone), 10 free then: job 4 runs past it on 2 of the 2 extra
        ({"t": 2, "a": [[4, 2, 2, 20]], "f": 2}, {"s": [4]}),
        # t=3 is not asked (nothing free): job 5's arrival comes with t=5
        ({"t": 5, "a": [[5, 3, 1, 3]], "d": [[2, 5]], "f": 2}, {"s": [5]}),
        ({"t": 6, "a": [[6, 6, 1, 2]], "f": 1}, {"s": [6]}),
        # job 7 fits but would run past 10 on processors the head needs then
        ({"t": 8, "a": [[7, 8, 2, 5]], "d": [[5, 8], [6, 8]], "f": 2}, {}),
        ({"t": 10, "d": [[1, 10]], "f": 8}, {"s": [3]}),
        ({"t": 20, "d": [[3, 20]], "f": 2}, {"s": [7]}),
    ]

    def test_easy_extra_golden(self):
        lines, _ = exchange(Easy(), FLAT10, *[p for p, _ in self.PASSES], {"end": 25, "d": [[4, 22], [7, 25]]})
        self.assertEqual(lines[1:], [answer for _, answer in self.PASSES])

    def test_shadow_time_counts_every_job_of_one_expected_end(self):
        # jobs 1 and 2 are both expected to end at 10; job 1 alone lets the head (7) fit, but the
        # free processors at the shadow time are 1 + 6 + 3 = 10, so job 4 (1 processor, long) may
        # run past it
        lines, _ = exchange(
            Easy(),
            FLAT10,
            {"t": 0, "a": [[1, 0, 6, 10], [2, 0, 3, 10]], "f": 10},
            {"t": 1, "a": [[3, 1, 7, 10], [4, 1, 1, 100]], "f": 1},
            {"end": 101, "d": [[1, 10], [2, 10], [4, 101]]},
        )
        self.assertEqual(lines[1:], [{"s": [1, 2]}, {"s": [4]}])

    def test_sjf_backfill_ranks_by_estimate(self):
        lines, _ = exchange(
            SjfBackfill(),
            FLAT10,
            {"t": 0, "a": [[1, 0, 6, 50], [2, 0, 6, 10], [3, 0, 4, 10]], "f": 10},
            {"end": 10, "d": [[2, 10], [3, 10]]},
        )
        self.assertEqual(lines, [{"schedlab": 1, "name": "sjf_backfill.py"}, {"s": [2, 3]}])


if __name__ == "__main__":
    unittest.main()
