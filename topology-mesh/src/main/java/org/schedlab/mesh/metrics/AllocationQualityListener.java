package org.schedlab.mesh.metrics;

import java.util.LinkedHashMap;
import java.util.Map;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.mesh.alloc.MeshAllocator;

/**
 * Allocation-quality measures of a mesh run, collected as a {@link SimulationListener} on the
 * simulation's live allocator.
 *
 * <ul>
 *   <li><b>External fragmentation events</b>, operationally: at a job's arrival, before the
 *       scheduler sees it, the mesh has at least as many free processors as the job asks for, yet
 *       the allocator finds no placement for it (one pure {@code find} per arrival). This counts the
 *       arrivals that contiguity alone turns away, whatever the scheduler then decides; jobs held
 *       back only by the queue do not count.
 *   <li><b>Mean number of maximal free submeshes</b>, for allocators that keep a free list: sampled
 *       after every job start and every job end (event average, not time-weighted); NaN for the
 *       others.
 * </ul>
 *
 * <p>Give it the undecorated allocator (not a {@link TimedAllocator}) so its probing {@code find}
 * calls are not timed.
 */
public final class AllocationQualityListener implements SimulationListener {
    private final MeshAllocator allocator;
    private long arrivals;
    private long fragmentationEvents;
    private long freeListSamples;
    private long freeListSum;

    public AllocationQualityListener(MeshAllocator allocator) {
        this.allocator = allocator;
    }

    @Override
    public void onArrival(Job job, double now) {
        arrivals++;
        if (allocator.free() >= job.request().processors() && allocator.find(job.request()) == null) {
            fragmentationEvents++;
        }
    }

    @Override
    public void onStart(Job job, Allocation allocation, double now) {
        sample();
    }

    @Override
    public void onEnd(Job job, Allocation allocation, double start, double end) {
        sample();
    }

    private void sample() {
        int n = allocator.freeListSize();
        if (n >= 0) {
            freeListSum += n;
            freeListSamples++;
        }
    }

    public long arrivals() {
        return arrivals;
    }

    /** Arrivals that found enough free processors but no free submesh of their shape. */
    public long fragmentationEvents() {
        return fragmentationEvents;
    }

    /** {@link #fragmentationEvents()} per arrival, or NaN before the first arrival. */
    public double fragmentationRate() {
        return arrivals == 0 ? Double.NaN : (double) fragmentationEvents / arrivals;
    }

    /** Mean number of maximal free submeshes, or NaN when the allocator keeps no free list. */
    public double meanFreeListSize() {
        return freeListSamples == 0 ? Double.NaN : (double) freeListSum / freeListSamples;
    }

    /** The measures under stable names, for reports: {@code mesh.*}. */
    public Map<String, Double> summary() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("mesh.arrivals", (double) arrivals);
        m.put("mesh.fragmentation_events", (double) fragmentationEvents);
        m.put("mesh.fragmentation_rate", fragmentationRate());
        m.put("mesh.mean_free_submeshes", meanFreeListSize());
        return m;
    }
}
