package org.schedlab.schedulers.external;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.schedulers.external.Protocol.Arrival;
import org.schedlab.schedulers.external.Protocol.Departure;
import org.schedlab.schedulers.external.Protocol.Greeting;
import org.schedlab.schedulers.external.Protocol.Held;
import org.schedlab.schedulers.external.Protocol.Pass;
import org.schedlab.schedulers.external.Protocol.Started;
import org.schedlab.schedulers.external.Protocol.Welcome;

/**
 * A decider in Java that keeps the mirror of the engine's state a decider is told about, as the
 * Python client's {@code State} does: the waiting jobs in arrival order, the running jobs, the free
 * count. Subclasses decide.
 */
abstract class MirrorDecider implements Decider {
    /** A job as the decider knows it. */
    static final class Known {
        final Arrival arrival;
        final int order;
        double start = Double.NaN;
        int held;

        Known(Arrival arrival, int order) {
            this.arrival = arrival;
            this.order = order;
        }

        int id() {
            return arrival.id();
        }

        int procs() {
            return arrival.processors();
        }

        double estimate() {
            return arrival.estimate();
        }
    }

    final Map<Integer, Known> queue = new LinkedHashMap<>();
    final Map<Integer, Known> running = new LinkedHashMap<>();
    final List<Known> startedByEngine = new ArrayList<>();
    final List<Known> departed = new ArrayList<>();
    Welcome welcome;
    double now;
    int free;
    int passes;
    private int order;
    private final boolean eager;

    MirrorDecider(boolean eager) {
        this.eager = eager;
    }

    @Override
    public Greeting greet(Welcome w) {
        this.welcome = w;
        this.free = w.processors();
        return new Greeting(Protocol.VERSION, getClass().getSimpleName(), false, eager);
    }

    /** Applies a pass: arrivals, then the engine's starts, then departures, then held counts. */
    void apply(Pass p) {
        passes++;
        now = p.now();
        free = p.free();
        for (Arrival a : p.arrivals()) {
            queue.put(a.id(), new Known(a, order++));
        }
        startedByEngine.clear();
        for (Started s : p.started()) {
            Known k = queue.remove(s.id());
            k.start = s.start();
            k.held = k.procs();
            running.put(k.id(), k);
            startedByEngine.add(k);
        }
        departed.clear();
        for (Departure d : p.departures()) {
            departed.add(running.remove(d.id()));
        }
        held(p.held());
    }

    void held(List<Held> held) {
        for (Held h : held) {
            running.get(h.id()).held = h.processors();
        }
    }

    /** Moves {@code k} from the queue to the running jobs, as a start this decider makes now. */
    void start(Known k) {
        queue.remove(k.id());
        k.start = now;
        k.held = k.procs();
        running.put(k.id(), k);
        free -= k.procs();
    }
}
