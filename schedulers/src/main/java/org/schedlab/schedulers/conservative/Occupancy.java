package org.schedlab.schedulers.conservative;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Request;

/**
 * The planned occupancy of the machine during one stretch of the future: a processor count when
 * counts decide what fits ({@link Allocator#countsSuffice()}), otherwise a what-if copy of the
 * allocator.
 */
public interface Occupancy {
    /** An independent copy. */
    Occupancy copy();

    /** A placement for {@code request} in this state, or {@code null}. */
    Allocation find(Request request);

    /** Whether {@code placement} is free in this state. */
    boolean isFree(Allocation placement);

    /** Marks {@code placement} busy. */
    void occupy(Allocation placement);

    /** Marks {@code placement} free. */
    void vacate(Allocation placement);

    /** The state of {@code live} now, on counts when they suffice. */
    static Occupancy of(Allocator live) {
        return live.countsSuffice() ? new Counts(live.free()) : new WhatIf(live.copy());
    }

    /** A number of processors, without saying which. */
    record Count(int processors) implements Allocation {
        @Override
        public String describe() {
            return processors + " processors";
        }
    }

    /** Free processors counted. */
    final class Counts implements Occupancy {
        private int free;

        Counts(int free) {
            this.free = free;
        }

        @Override
        public Occupancy copy() {
            return new Counts(free);
        }

        @Override
        public Allocation find(Request request) {
            return request.processors() <= free ? new Count(request.processors()) : null;
        }

        @Override
        public boolean isFree(Allocation placement) {
            return placement.processors() <= free;
        }

        @Override
        public void occupy(Allocation placement) {
            if (placement.processors() > free) {
                throw new IllegalStateException("plan overbooked: " + placement.processors() + " > " + free + " free");
            }
            free -= placement.processors();
        }

        @Override
        public void vacate(Allocation placement) {
            free += placement.processors();
        }
    }

    /** A what-if copy of a topology allocator. */
    final class WhatIf implements Occupancy {
        private final Allocator allocator;

        WhatIf(Allocator allocator) {
            this.allocator = allocator;
        }

        @Override
        public Occupancy copy() {
            return new WhatIf(allocator.copy());
        }

        @Override
        public Allocation find(Request request) {
            return allocator.free() >= request.processors() ? allocator.find(request) : null;
        }

        @Override
        public boolean isFree(Allocation placement) {
            return allocator.isFree(placement);
        }

        @Override
        public void occupy(Allocation placement) {
            allocator.commit(placement);
        }

        @Override
        public void vacate(Allocation placement) {
            allocator.release(placement);
        }
    }
}
