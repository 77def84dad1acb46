package org.schedlab.benchmarks.mesh;

import org.schedlab.benchmarks.mesh.AllocationStream.Kind;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.mesh.alloc.MeshAllocator;

/**
 * Replays an {@link AllocationStream} in a loop on one allocator, keeping the allocator's own
 * placements. An allocate event whose request does not fit in this allocator's state counts as a
 * failed allocation and its job is dropped: its later release is skipped. Probes only call {@code
 * find}. The stream ends on an empty machine, so every pass starts from the same empty state and
 * the loop is self-consistent for every allocator.
 *
 * <p>The {@code skipTo...} methods move the cursor to the next event of interest, doing the work
 * on the way (untimed in the single-call benchmarks); the {@code do...} methods do exactly that
 * event.
 */
final class Replay {
    private final AllocationStream stream;
    private final MeshAllocator allocator;
    private final Allocation[] live;
    private int cursor;

    Replay(AllocationStream stream, MeshAllocator allocator) {
        this.stream = stream;
        this.allocator = allocator;
        this.live = new Allocation[stream.jobCount()];
    }

    /** Where a {@link #skipTo} stops: at the event at the cursor, given its kind. */
    @FunctionalInterface
    private interface Stop {
        boolean at(Kind kind);
    }

    // One instance each, so the hot loop allocates nothing.
    private final Stop atAllocate = kind -> kind == Kind.ALLOCATE;
    private final Stop atFittingAllocate = kind -> kind == Kind.ALLOCATE && fitsAtCursor();
    private final Stop atFailingRequest = kind -> kind != Kind.RELEASE && !fitsAtCursor();
    private final Stop atLiveRelease = kind -> kind == Kind.RELEASE && placedAtCursor();

    /**
     * One job's worth of work: the releases (and skipped probes) before the next allocate event,
     * then that allocation.
     *
     * @return the placement, or null when the request did not fit
     */
    Allocation releaseThenAllocate() {
        skipTo(atAllocate, "allocation");
        return doAllocate();
    }

    /** Moves to the next allocate event whose request fits now. */
    void skipToFittingAllocate() {
        skipTo(atFittingAllocate, "allocation that fits");
    }

    /** Moves to the next allocate or probe event whose request does not fit now. */
    void skipToFailingRequest() {
        skipTo(atFailingRequest, "request that does not fit");
    }

    /** Moves to the next release of a job that is placed. */
    void skipToLiveRelease() {
        skipTo(atLiveRelease, "release of a placed job");
    }

    /**
     * Does every event up to the first one where {@code stop} holds: allocates (or fails), releases,
     * and passes over probes.
     *
     * @throws IllegalStateException if two whole passes of the stream go by without a stop
     */
    private void skipTo(Stop stop, String what) {
        for (long steps = 0; ; steps++) {
            Kind kind = stream.kind(cursor);
            if (stop.at(kind)) {
                return;
            }
            if (steps > 2L * stream.size()) {
                throw new IllegalStateException("the replayed stream holds no " + what + " for " + allocator.name()
                        + " on " + allocator.width() + "x" + allocator.height());
            }
            switch (kind) {
                case ALLOCATE -> doAllocate();
                case RELEASE -> doRelease();
                case PROBE -> advance();
            }
        }
    }

    private boolean placedAtCursor() {
        return live[stream.job(cursor)] != null;
    }

    private boolean fitsAtCursor() {
        return allocator.find(stream.request(cursor)) != null;
    }

    /** Tries the allocate event at the cursor: {@code find}, then {@code commit} when it fits. */
    Allocation doAllocate() {
        Allocation a = allocator.find(stream.request(cursor));
        if (a != null) {
            allocator.commit(a);
        }
        live[stream.job(cursor)] = a;
        advance();
        return a;
    }

    /** Only {@code find}s the request at the cursor (a probe, or an allocate that fails). */
    Allocation doFind() {
        Allocation a = allocator.find(stream.request(cursor));
        if (stream.kind(cursor) == Kind.ALLOCATE) {
            if (a != null) {
                throw new IllegalStateException("doFind is for requests that do not fit");
            }
            live[stream.job(cursor)] = null;
        }
        advance();
        return a;
    }

    /** Releases the job of the release event at the cursor, if it was placed. */
    Allocation doRelease() {
        int job = stream.job(cursor);
        Allocation a = live[job];
        if (a != null) {
            allocator.release(a);
            live[job] = null;
        }
        advance();
        return a;
    }

    /** The allocator under test. */
    MeshAllocator allocator() {
        return allocator;
    }

    private void advance() {
        cursor++;
        if (cursor == stream.size()) {
            cursor = 0;
        }
    }
}
