package org.schedlab.schedulers.conservative;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;

/**
 * The planned occupancy of the machine during one stretch of the future: a processor count when
 * counts decide what fits ({@link CountsSuffice}), otherwise a what-if copy of the
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
        return Capabilities.has(live, CountsSuffice.class) ? new Counts(live.free()) : new WhatIf(live.copy());
    }

    /**
     * {@code allocator} as one that tests placements; the runner has refused, before the run, a
     * machine whose allocator cannot ({@link org.schedlab.core.registry.SchedulerFactory#requires}).
     */
    static TestsPlacements placements(Allocator allocator) {
        return Capabilities.as(allocator, TestsPlacements.class)
                .orElseThrow(() -> new IllegalStateException(
                        allocator.getClass().getSimpleName() + " cannot test a given placement"));
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
        private final TestsPlacements allocator;

        WhatIf(Allocator allocator) {
            this.allocator = placements(allocator);
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
