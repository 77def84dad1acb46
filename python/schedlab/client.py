"""The decider's side of SchedLab's external-policy protocol (docs/python.md).

The engine owns time, jobs and processors; this side keeps a mirror of what it is told (the
waiting queue in arrival order, the running jobs, the free processor count) and answers each pass
with the jobs to start. Messages are deltas: a pass carries only the arrivals and departures since
the previous message, so its size does not grow with the queue.
"""

import json
import sys

#: The protocol version this client speaks.
PROTOCOL = 1

_loads = json.loads


class ProtocolError(Exception):
    """The engine sent something this client does not understand, or the stream ended early."""


class Job:
    """A job as the decider knows it.

    ``id``, ``submit``, ``procs`` (processors asked for), ``estimate`` (the user's runtime
    estimate; the runtime itself stays with the engine) and ``shape`` (the request's shape on a
    topology, e.g. ``"4x2"``, else ``None``) come with the arrival; ``order`` numbers the arrivals
    from 0; ``start`` and ``held`` (processors its placement holds) are set when it starts, ``end``
    when it ends.
    """

    __slots__ = ("id", "submit", "procs", "estimate", "shape", "order", "start", "held", "end")

    def __init__(self, id, submit, procs, estimate, shape=None, order=0):
        self.id = id
        self.submit = submit
        self.procs = procs
        self.estimate = estimate
        self.shape = shape
        self.order = order
        self.start = None
        self.held = None
        self.end = None

    def __repr__(self):
        return "Job(id=%r, submit=%r, procs=%r, estimate=%r)" % (self.id, self.submit, self.procs, self.estimate)


class Machine:
    """What the engine says of the machine: ``processors``; ``counts``, whether processor counts
    alone decide what fits (then :meth:`State.fits` needs no question to the engine); and
    ``placements``, whether a start may name its processors (a flat machine)."""

    __slots__ = ("processors", "counts", "placements")

    def __init__(self, processors, counts, placements):
        self.processors = processors
        self.counts = counts
        self.placements = placements


class Scheduler:
    """A policy. Override :meth:`on_pass`; the other hooks are optional.

    ``name`` names the policy in the engine's messages (default: the class name). ``every_pass``:
    when true the engine asks at every pass, also when no waiting job could start (by default it
    asks only when one could, and the events of the passes in between come with the next one).
    ``eager``: the policy's promise that whenever every waiting job fits at once it starts them
    all, in arrival order (FCFS and EASY do); the engine then starts them itself without asking,
    and they come in ``state.started`` at the next pass. A policy that starts jobs in another
    order, or holds jobs back, leaves it false.
    """

    name = None
    every_pass = False
    eager = False

    def on_start(self, state):
        """Called once after the handshake, before the first pass."""

    def on_pass(self, state):
        """Decide: call ``state.start(job)`` and/or return the jobs (or ids) to start now."""
        raise NotImplementedError

    def on_end(self, state):
        """Called once when the run is over (``state.departed`` holds the last departures)."""

    def run(self, rfile=None, wfile=None):
        """Speaks the protocol until the run is over; see :func:`run`."""
        return run(self, rfile, wfile)


class State:
    """What the decider sees at a pass.

    ``now``; ``free`` processors; ``machine``; ``queue``, the waiting jobs by id in arrival order
    (a dict); ``running``, the running jobs by id; ``arrived``, ``started`` and ``departed``, the
    jobs that arrived, that the engine started on the policy's behalf (``Scheduler.eager``) and that
    ended since the previous pass the decider was asked; ``shadow``, the head's shadow time after
    an :meth:`admit` question (else ``None``).
    """

    def __init__(self, machine, wire):
        self.machine = machine
        self.now = 0
        self.free = machine.processors
        self.queue = {}
        self.running = {}
        self.arrived = []
        self.started = []
        self.departed = []
        self.shadow = None
        self._wire = wire
        self._starts = []
        self._named = False
        self._wake = 0

    # -- decisions -------------------------------------------------------------------------

    def start(self, job, processors=None):
        """Starts ``job`` (a :class:`Job` or an id) now, after the starts made before it in this pass.

        ``processors``: a list of processor ids to run it on (a flat machine only; exactly as many as
        it asks for, all free); by default the engine's allocator places it. The engine checks the
        start; one that does not fit ends the run with a one-line error.
        """
        key = job if isinstance(job, int) else job.id
        job = self.queue.pop(key, None)
        if job is None:
            raise ValueError("job %r is not waiting" % (key,))
        job.start = self.now
        job.held = job.procs
        self.running[key] = job
        self.free -= job.procs
        if processors is None:
            self._starts.append(key)
        else:
            self._starts.append([key, list(processors)])
            self._named = True
        return job

    def ask_when_free(self, processors):
        """Asks the engine not to call again before at least ``processors`` are free (for this pass's
        decision only; 1 to the machine's processors). FCFS says so for its blocked head: no pass
        with fewer free processors can change its decision, whatever arrives meanwhile."""
        self._wake = processors

    def fits(self, job):
        """Whether ``job`` (waiting) fits now, after the starts made so far in this pass.

        Where counts decide this is ``job.procs <= free``; on a topology it asks the engine (one
        round trip, which also sends the starts made so far).
        """
        if self.machine.counts:
            return job.procs <= self.free
        return self.fits_all([job])[0]

    def fits_all(self, jobs):
        """:meth:`fits` for several jobs at once: one round trip on a topology."""
        if self.machine.counts:
            return [j.procs <= self.free for j in jobs]
        reply = self._ask({"fits": [j.id for j in jobs]})
        return reply["fits"]

    def admit(self, job, head):
        """Whether ``job`` may start now without delaying ``head``, a waiting job that does not fit now.

        The engine plans the head's reservation on its allocator as EASY does (running jobs expected
        to end by their estimates; the shadow time is then in ``self.shadow``) and keeps a job it
        admits to run past the shadow time on the plan for the rest of the pass. One round trip.
        The job must still be started with :meth:`start`.
        """
        reply = self._ask({"admit": job.id, "head": head.id})
        self.shadow = reply["shadow"]
        return reply["admit"]

    # -- the wire --------------------------------------------------------------------------

    def _decision(self, question=None):
        starts = self._starts
        if self._named or question is not None:
            message = {"s": starts}
            if question is not None:
                message["q"] = question
            elif self._wake:
                message["w"] = self._wake
            line = json.dumps(message, separators=(",", ":")).encode() + b"\n"
        elif starts:
            line = b'{"s":[' + ",".join(map(str, starts)).encode() + (b'],"w":%d}\n' % self._wake if self._wake else b"]}\n")
        elif self._wake:
            line = b'{"w":%d}\n' % self._wake
        else:
            line = b"{}\n"
        if question is None:
            self._wake = 0
        self._starts = []
        self._named = False
        return line

    def _ask(self, question):
        self._wire.send(self._decision(question))
        reply = self._wire.receive()
        if reply is None:
            raise ProtocolError("the engine closed the stream instead of answering a question")
        self._apply_held(reply.get("h"))
        self.free = reply["f"]
        return reply

    def _apply_held(self, held):
        if held:
            running = self.running
            for key, n in held:
                running[key].held = n


class _Wire:
    """One JSON object per line, in and out."""

    __slots__ = ("_readline", "_write", "_flush")

    def __init__(self, rfile, wfile):
        self._readline = rfile.readline
        self._write = wfile.write
        self._flush = wfile.flush

    def receive(self):
        line = self._readline()
        if not line:
            return None
        return _loads(line)

    def send(self, line):
        self._write(line)
        self._flush()


def run(scheduler, rfile=None, wfile=None):
    """Runs ``scheduler`` against the engine until the end of the run.

    By default it speaks on standard input and output, as ``external:CMD`` expects; ``print``
    goes to standard error meanwhile (anything else on standard output would break the protocol).
    Returns the final :class:`State`. Raises :class:`ProtocolError` if the engine's stream ends
    before the end of the run.
    """
    redirected = None
    if rfile is None:
        rfile = sys.stdin.buffer
    if wfile is None:
        wfile = sys.stdout.buffer
        redirected = sys.stdout
        sys.stdout = sys.stderr
    try:
        return _serve(scheduler, _Wire(rfile, wfile))
    finally:
        if redirected is not None:
            sys.stdout = redirected


def _serve(scheduler, wire):
    welcome = wire.receive()
    if welcome is None:
        raise ProtocolError("the engine closed the stream before the handshake")
    greeting = {"schedlab": PROTOCOL, "name": scheduler.name or type(scheduler).__name__}
    if scheduler.every_pass:
        greeting["every_pass"] = True
    if scheduler.eager:
        greeting["eager"] = True
    wire.send(json.dumps(greeting, separators=(",", ":")).encode() + b"\n")
    if welcome.get("schedlab") != PROTOCOL:
        raise ProtocolError("the engine speaks protocol %r, this client %d" % (welcome.get("schedlab"), PROTOCOL))
    state = State(Machine(welcome["processors"], welcome["counts"], welcome["placements"]), wire)
    scheduler.on_start(state)
    on_pass = scheduler.on_pass
    receive = wire.receive
    send = wire.send
    order = 0
    while True:
        m = receive()
        if m is None:
            raise ProtocolError("the engine closed the stream before the end of the run")
        order = _apply(state, m, order)
        if "end" in m:
            scheduler.on_end(state)
            return state
        chosen = on_pass(state)
        if chosen:
            for job in chosen:
                state.start(job)
        send(state._decision())


def _apply(state, m, order, Job=Job):
    """Applies one message of the engine to ``state``: the arrivals, then the starts made on the
    decider's behalf, then the departures, then the held counts, the time and the free count.
    Returns the arrival number of the next arrival (``order`` counts them)."""
    get = m.get
    arrived = []
    a = get("a")
    if a:
        queue = state.queue
        add = arrived.append
        for rec in a:
            job = Job(rec[0], rec[1], rec[2], rec[3], rec[4] if len(rec) > 4 else None, order)
            order += 1
            queue[rec[0]] = job
            add(job)
    state.arrived = arrived
    started = []
    e = get("e")
    if e:
        pop = state.queue.pop
        running = state.running
        for key, at in e:
            job = pop(key)
            job.start = at
            job.held = job.procs
            running[key] = job
            started.append(job)
    state.started = started
    departed = []
    d = get("d")
    if d:
        pop = state.running.pop
        for key, end in d:
            job = pop(key)
            job.end = end
            departed.append(job)
    state.departed = departed
    held = get("h")
    if held:
        state._apply_held(held)
    state.shadow = None
    if "end" in m:
        state.now = m["end"]
    else:
        state.now = m["t"]
        state.free = m["f"]
    return order
