package org.schedlab.schedulers.external;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.Fits;
import org.schedlab.schedulers.external.Protocol.FitsReply;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Pass;
import org.schedlab.schedulers.external.Protocol.Start;

/**
 * FCFS as an in-process decider, the Java twin of {@code python/examples/fcfs.py}: where counts
 * decide it answers every pass at once; on a topology it asks whether the head fits, one question
 * per start.
 */
final class JavaFcfs extends MirrorDecider {
    private final boolean wake;
    private final List<Start> starts = new ArrayList<>();
    private Known asked;

    /**
     * @param eager whether it makes the eager promise
     * @param wake whether it asks to be woken only when its head's processors are free
     */
    JavaFcfs(boolean eager, boolean wake) {
        super(eager);
        this.wake = wake;
    }

    @Override
    public Decision decide(Message message) {
        if (message instanceof Pass p) {
            apply(p);
            starts.clear();
        } else {
            FitsReply r = (FitsReply) message;
            free = r.free();
            held(r.held());
            if (!r.fits().get(0)) {
                return finish(asked);
            }
            start(asked);
            starts.add(new Start(asked.id()));
        }
        while (!queue.isEmpty()) {
            Known head = queue.values().iterator().next();
            if (!welcome.counts()) {
                asked = head;
                Decision d = new Decision(starts, new Fits(List.of(head.id())), 0);
                starts.clear();
                return d;
            }
            if (head.procs() > free) {
                return finish(head);
            }
            start(head);
            starts.add(new Start(head.id()));
        }
        return finish(null);
    }

    private Decision finish(Known head) {
        Decision d = new Decision(starts, null, wake && head != null ? head.procs() : 0);
        starts.clear();
        return d;
    }
}
