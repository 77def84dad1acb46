"""A Gymnasium-style environment over SchedLab's engine, in the manner of SchedGym (RLScheduler:
Zhang et al., "RLScheduler: an automated HPC batch job scheduler using reinforcement learning",
SC 2020): at each decision point the agent sees the first K waiting jobs and picks one to start.

The engine runs as a child process (``schedlab simulate ... --scheduler external:-``) and this
environment is its decider. ``reset(seed)`` starts a run, ``step(action)`` applies one choice and
runs the engine to the next decision point. The API is Gymnasium's (``reset`` returns
``(observation, info)``, ``step`` returns ``(observation, reward, terminated, truncated, info)``);
Gymnasium itself is optional: when it is importable the class is a ``gymnasium.Env`` with Box and
Discrete spaces and numpy observations, and is registered as ``SchedLab-v0``; without it the
observation is a list of K rows of floats.

Decision points and actions. A decision point is a pass of the engine at which jobs wait and no
chosen job is pending. Action ``a`` picks the ``a``-th of the visible jobs (arrival order). If it
fits now it starts at once and, while jobs still wait, the agent decides again at the same time.
Otherwise it becomes the pending job: time runs on (nothing else starts) until it fits, and it
starts then, as in SchedGym. Picking an empty row raises ``ValueError``; ``info["mask"]`` marks
the rows that hold jobs.

Observation: one row per visible job, ``[wait / max_wait, processors / machine processors,
estimate / max_estimate, fits now]`` (the first three capped at 1), zero rows after the last job.

Rewards come from a hook called at every step with the jobs that started and the jobs that ended
during it: ``"wait"`` (minus their waits), ``"bounded_slowdown"`` (minus the bounded slowdowns of
the jobs that ended, threshold 10 as SchedLab's metric), or any callable ``hook(started, ended,
env) -> float``. The episode's return is then minus the total wait or total bounded slowdown.

Determinism: a seed fixes the workload (``--seed``) and every later episode's seed; the same seed
and the same actions give identical observations and rewards.
"""

import json
import os
import random
import shlex
import subprocess
import tempfile

from schedlab.client import Machine, ProtocolError, State, _apply, _Wire

try:  # optional
    import gymnasium as _gym
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _gym = None
    _np = None

#: Seconds; SchedGym's normalisation of waits and estimates (12 hours).
TWELVE_HOURS = 12 * 3600


def wait_reward(started, ended, env):
    """Minus the waits of the jobs that started during the step."""
    return -float(sum(job.start - job.submit for job in started))


def bounded_slowdown_reward(started, ended, env, threshold=10.0):
    """Minus the bounded slowdowns, max(1, (wait + run) / max(run, threshold)), of the jobs that ended."""
    total = 0.0
    for job in ended:
        run = job.end - job.start
        total += max(1.0, (job.end - job.submit) / max(run, threshold))
    return -total


REWARDS = {"wait": wait_reward, "bounded_slowdown": bounded_slowdown_reward}


def _default_command():
    env = os.environ.get("SCHEDLAB_COMMAND")
    if env:
        return shlex.split(env)
    here = os.path.dirname(os.path.abspath(__file__))
    return [os.path.join(here, "..", "..", "schedlab")]


_Base = _gym.Env if _gym is not None else object


class SchedLabEnv(_Base):
    """One SchedLab run per episode; see the module's documentation.

    ``machine``, ``workload`` and ``jobs`` are ``schedlab simulate``'s ``--machine``,
    ``--workload`` and ``--jobs``; ``args`` are more of its options (e.g. ``["--utilization",
    "0.9"]``). ``k``: rows of the observation (SchedGym's 128). ``reward``: ``"wait"``,
    ``"bounded_slowdown"`` or a callable. ``command``: how to start SchedLab (default: the
    ``SCHEDLAB_COMMAND`` environment variable, split as a shell would, else the repository's
    ``schedlab`` launcher).
    """

    metadata = {"render_modes": []}

    def __init__(
        self,
        machine="flat:128",
        workload="downey",
        jobs=256,
        args=("--utilization", "0.9"),
        k=128,
        reward="bounded_slowdown",
        max_wait=TWELVE_HOURS,
        max_estimate=TWELVE_HOURS,
        command=None,
    ):
        if k < 1:
            raise ValueError("k must be at least 1, got %r" % (k,))
        self.machine_spec = machine
        self.workload = workload
        self.jobs = jobs
        self.args = list(args)
        self.k = k
        self.reward_hook = REWARDS[reward] if isinstance(reward, str) else reward
        self.max_wait = float(max_wait)
        self.max_estimate = float(max_estimate)
        self.command = list(command) if command is not None else _default_command()
        self.metrics = None
        self._proc = None
        self._stderr = None
        self._rng = None
        self._seed = None
        self.state = None
        if _gym is not None:
            self.observation_space = _gym.spaces.Box(0.0, 1.0, shape=(k, 4), dtype=_np.float32)
            self.action_space = _gym.spaces.Discrete(k)

    # -- Gymnasium API -----------------------------------------------------------------------

    def reset(self, seed=None, options=None):
        """Starts a new run; returns ``(observation, info)``."""
        self._seed = self._next_seed(seed)
        self.close()
        self._start()
        self._started = []
        self._ended = []
        self._advance()
        return self._observation(), self._info()

    def step(self, action):
        """Applies ``action``; returns ``(observation, reward, terminated, truncated, info)``."""
        if self._done:
            raise RuntimeError("the episode is over: call reset()")
        visible = self._visible()
        if not isinstance(action, int) and hasattr(action, "__index__"):
            action = action.__index__()
        if not isinstance(action, int) or not 0 <= action < len(visible):
            raise ValueError("action %r does not pick one of the %d visible jobs" % (action, len(visible)))
        job = visible[action]
        self._started, self._ended = [], []
        state = self.state
        if state.fits(job):
            state.start(job)
            self._started.append(job)
            if not state.queue:
                self._advance(send=True)
        else:
            self._pending = job
            self._advance(send=True)
        reward = float(self.reward_hook(self._started, self._ended, self))
        return self._observation(), reward, self._done, False, self._info()

    def _next_seed(self, seed):
        """The workload seed of the next episode: ``seed`` when given (it also seeds the seeds of
        the episodes after it), else the next draw from the last given seed (0 if none was)."""
        if seed is not None:
            self._rng = random.Random(seed)
            return seed
        if self._rng is None:
            self._rng = random.Random(0)
            return 0
        return self._rng.randrange(2**31)

    def close(self):
        """Stops the run, if one is going."""
        if self._proc is not None:
            if self._proc.poll() is None:
                self._proc.kill()
            self._proc.wait()
            for stream in (self._proc.stdin, self._proc.stdout):
                try:
                    stream.close()
                except OSError:
                    pass
            self._proc = None
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    # -- the run -----------------------------------------------------------------------------

    def _start(self):
        argv = self.command + [
            "simulate",
            "--machine", self.machine_spec,
            "--workload", self.workload,
            "--jobs", str(self.jobs),
            "--seed", str(self._seed),
            "--scheduler", "external:-",
            "--format", "json",
            "--no-progress",
        ] + self.args
        self._stderr = tempfile.TemporaryFile()
        self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr)
        wire = _Wire(self._proc.stdout, self._proc.stdin)
        welcome = wire.receive()
        if welcome is None:
            raise self._failure("SchedLab ended before the handshake")
        wire.send(b'{"schedlab":1,"name":"schedlab.env"}\n')
        self.state = State(Machine(welcome["processors"], welcome["counts"], welcome["placements"]), wire)
        self._wire = wire
        self._order = 0
        self._pending = None
        self._done = False
        self.metrics = None

    def _failure(self, what):
        code = self._proc.wait()
        self._stderr.seek(0)
        err = self._stderr.read().decode(errors="replace").strip()
        return RuntimeError("%s (exit status %s): %s" % (what, code, err or "no message"))

    def _advance(self, send=False):
        """Runs the engine to the next decision point (or the end of the run)."""
        state = self.state
        while True:
            if send:
                if self._pending is not None and state.machine.counts:
                    state.ask_when_free(self._pending.procs)
                self._wire.send(state._decision())
            send = True
            m = self._wire.receive()
            if m is None:
                raise self._failure("SchedLab ended before the end of the run")
            self._order = _apply(state, m, self._order)
            self._ended.extend(state.departed)
            if "end" in m:
                self._done = True
                rest = self._proc.stdout.read()
                code = self._proc.wait()
                if code != 0:
                    raise self._failure("SchedLab failed at the end of the run")
                self.metrics = json.loads(rest) if rest.strip() else None
                return
            pending = self._pending
            if pending is not None:
                if not state.fits(pending):
                    continue
                state.start(pending)
                self._started.append(pending)
                self._pending = None
            if state.queue:
                return

    def _visible(self):
        jobs = []
        for job in self.state.queue.values():
            jobs.append(job)
            if len(jobs) == self.k:
                break
        return jobs

    def _observation(self):
        rows = []
        if not self._done:
            state = self.state
            visible = self._visible()
            fits = state.fits_all(visible) if visible else []
            now = state.now
            processors = float(state.machine.processors)
            for job, fit in zip(visible, fits):
                rows.append([
                    min(1.0, (now - job.submit) / self.max_wait),
                    min(1.0, job.procs / processors),
                    min(1.0, job.estimate / self.max_estimate),
                    1.0 if fit else 0.0,
                ])
        while len(rows) < self.k:
            rows.append([0.0, 0.0, 0.0, 0.0])
        if _np is not None:
            return _np.asarray(rows, dtype=_np.float32)
        return rows

    def _info(self):
        n = 0 if self._done else len(self._visible())
        info = {
            "now": self.state.now,
            "waiting": len(self.state.queue),
            "mask": [1] * n + [0] * (self.k - n),
            "seed": self._seed,
        }
        if self.metrics is not None:
            info["metrics"] = self.metrics
        return info


if _gym is not None:  # pragma: no cover - depends on the machine
    try:
        _gym.register(id="SchedLab-v0", entry_point="schedlab.env:SchedLabEnv")
    except Exception:  # already registered (a module reloaded)
        pass

__all__ = ["SchedLabEnv", "wait_reward", "bounded_slowdown_reward", "REWARDS", "ProtocolError"]
