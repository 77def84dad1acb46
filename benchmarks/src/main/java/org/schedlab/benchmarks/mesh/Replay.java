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
 * <p>The {@code skipTo...} methods move the cursor, doing the untimed work on the way, to the
 * next event of interest; the {@code do...} methods do exactly that event.
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

    /**
     * One job's worth of work: the releases (and skipped probes) before the next allocate event,
     * then that allocation.
     *
     * @return the placement, or null when the request did not fit
     */
    Allocation releaseThenAllocate() {
        while (true) {
            Kind kind = stream.kind(cursor);
            if (kind == Kind.ALLOCATE) {
                return doAllocate();
            }
            if (kind == Kind.RELEASE) {
                doRelease();
            } else {
                advance();
            }
        }
    }

    /** Moves to the next allocate event whose request fits now. */
    void skipToFittingAllocate() {
        for (long guard = 0; ; guard++) {
            checkGuard(guard, "an allocation that fits");
            Kind kind = stream.kind(cursor);
            if (kind == Kind.ALLOCATE) {
                if (allocator.find(stream.request(cursor)) != null) {
                    return;
                }
                doAllocate();
            } else if (kind == Kind.RELEASE) {
                doRelease();
            } else {
                advance();
            }
        }
    }

    /** Moves to the next allocate or probe event whose request does not fit now. */
    void skipToFailingRequest() {
        for (long guard = 0; ; guard++) {
            checkGuard(guard, "a request that does not fit");
            Kind kind = stream.kind(cursor);
            if (kind == Kind.RELEASE) {
                doRelease();
            } else if (allocator.find(stream.request(cursor)) == null) {
                return;
            } else if (kind == Kind.ALLOCATE) {
                doAllocate();
            } else {
                advance();
            }
        }
    }

    /** Moves to the next release of a job that is placed. */
    void skipToLiveRelease() {
        for (long guard = 0; ; guard++) {
            checkGuard(guard, "a release");
            Kind kind = stream.kind(cursor);
            if (kind == Kind.RELEASE && live[stream.job(cursor)] != null) {
                return;
            }
            if (kind == Kind.ALLOCATE) {
                doAllocate();
            } else {
                advance();
            }
        }
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

    private void checkGuard(long steps, String what) {
        if (steps > 2L * stream.size()) {
            throw new IllegalStateException("a whole pass of the stream held no " + what + " for " + allocator.name()
                    + " on " + allocator.width() + "x" + allocator.height());
        }
    }
}
