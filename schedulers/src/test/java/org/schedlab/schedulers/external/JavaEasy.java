package org.schedlab.schedulers.external;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.schedulers.external.Protocol.Admit;
import org.schedlab.schedulers.external.Protocol.AdmitReply;
import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.Fits;
import org.schedlab.schedulers.external.Protocol.FitsReply;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Pass;
import org.schedlab.schedulers.external.Protocol.Start;

/**
 * EASY as an in-process decider that leaves the reservation to the engine: it starts heads while
 * they fit (asking on a topology), then asks {@link Admit} for every later job of at most the free
 * processors, in arrival order. The Java twin of {@code python/examples/easy.py --oracle}.
 */
final class JavaEasy extends MirrorDecider {
    private final List<Start> starts = new ArrayList<>();
    private List<Known> later = List.of();
    private int next;
    private Known head;
    private Known asked;

    JavaEasy(boolean eager) {
        super(eager);
    }

    @Override
    public Decision decide(Message message) {
        starts.clear();
        if (message instanceof Pass p) {
            apply(p);
            head = null;
            later = List.of();
            return heads();
        }
        if (message instanceof FitsReply r) {
            free = r.free();
            held(r.held());
            if (r.fits().get(0)) {
                start(asked);
                starts.add(new Start(asked.id()));
                return heads();
            }
            head = asked;
            return backfill();
        }
        AdmitReply r = (AdmitReply) message;
        free = r.free();
        held(r.held());
        if (r.admitted()) {
            start(asked);
            starts.add(new Start(asked.id()));
        }
        return backfill();
    }

    private Decision heads() {
        while (!queue.isEmpty()) {
            Known first = queue.values().iterator().next();
            if (!welcome.counts()) {
                asked = first;
                return new Decision(starts, new Fits(List.of(first.id())), 0);
            }
            if (first.procs() > free) {
                head = first;
                return backfill();
            }
            start(first);
            starts.add(new Start(first.id()));
        }
        return new Decision(starts, null, 0);
    }

    private Decision backfill() {
        if (later.isEmpty() || later.get(0) != head) {
            later = new ArrayList<>(queue.values());
            next = 1;
        }
        while (next < later.size() && free > 0) {
            Known job = later.get(next++);
            if (job.procs() <= free) {
                asked = job;
                return new Decision(starts, new Admit(job.id(), head.id()), 0);
            }
        }
        later = List.of();
        return new Decision(starts, null, 0);
    }
}
