"""SchedLab's Python client: write a scheduling policy in Python, let SchedLab's engine run it.

A policy is a :class:`Scheduler` whose ``on_pass(state)`` says which waiting jobs start now.
``run(MyScheduler())`` speaks the engine's protocol (JSON lines on standard input and output), so
that ``schedlab simulate --scheduler external:"python3 my_policy.py"`` runs it. The environment in
:mod:`schedlab.env` drives a run step by step instead, in the manner of a Gymnasium environment.

Standard library only; Python 3.9 or later. See docs/python.md.
"""

from schedlab.client import PROTOCOL, Job, Machine, ProtocolError, Scheduler, State, run

__all__ = ["PROTOCOL", "Job", "Machine", "ProtocolError", "Scheduler", "State", "run"]
