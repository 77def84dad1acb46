package org.schedlab.core.alloc;

/**
 * The elementary work an allocator counted ({@link WorkCounting}), split into allocation and
 * release, under two cost models:
 *
 * <ul>
 *   <li><b>units</b>, the main model: every step of the allocator's declared model weighs one
 *       (for the mesh allocators: a list entry read or moved, a candidate placement scored, a
 *       pairwise submesh test, a 64-bit grid word read or written);
 *   <li><b>comparisons</b>: only the steps that compare something with something else weigh one;
 *       memory traffic (grid words, moves) weighs zero. A verdict that holds under both models
 *       does not hinge on the weights.
 * </ul>
 *
 * @param commits committed placements (jobs started)
 * @param releases released placements (jobs ended)
 * @param allocationUnits allocation work, main model
 * @param releaseUnits release work, main model
 * @param allocationComparisons allocation work, comparisons only
 * @param releaseComparisons release work, comparisons only
 */
public record Work(
        long commits,
        long releases,
        long allocationUnits,
        long releaseUnits,
        long allocationComparisons,
        long releaseComparisons) {
    /** Figure name: allocation units per committed job (failed searches charged to started jobs). */
    public static final String ALLOCATION_UNITS = "allocationWork";
    /** Figure name: release units per released job. */
    public static final String RELEASE_UNITS = "releaseWork";
    /** Figure name: the sum of the two per-job figures above. */
    public static final String ALLOCATION_RELEASE_UNITS = "allocationReleaseWork";
    /** Figure name: allocation comparisons per committed job. */
    public static final String ALLOCATION_COMPARISONS = "allocationComparisons";
    /** Figure name: release comparisons per released job. */
    public static final String RELEASE_COMPARISONS = "releaseComparisons";
    /** Figure name: the sum of the two per-job comparison figures. */
    public static final String ALLOCATION_RELEASE_COMPARISONS = "allocationReleaseComparisons";

    /** Allocation units per committed job; 0 before any commit. */
    public double allocationUnitsPerJob() {
        return perJob(allocationUnits, commits);
    }

    /** Release units per released job; 0 before any release. */
    public double releaseUnitsPerJob() {
        return perJob(releaseUnits, releases);
    }

    /** Allocation comparisons per committed job; 0 before any commit. */
    public double allocationComparisonsPerJob() {
        return perJob(allocationComparisons, commits);
    }

    /** Release comparisons per released job; 0 before any release. */
    public double releaseComparisonsPerJob() {
        return perJob(releaseComparisons, releases);
    }

    /**
     * The per-job figures by their names, in a fixed order: units (allocation, release, sum), then
     * comparisons (allocation, release, sum).
     */
    public java.util.Map<String, Double> perJob() {
        java.util.Map<String, Double> m = new java.util.LinkedHashMap<>();
        m.put(ALLOCATION_UNITS, allocationUnitsPerJob());
        m.put(RELEASE_UNITS, releaseUnitsPerJob());
        m.put(ALLOCATION_RELEASE_UNITS, allocationUnitsPerJob() + releaseUnitsPerJob());
        m.put(ALLOCATION_COMPARISONS, allocationComparisonsPerJob());
        m.put(RELEASE_COMPARISONS, releaseComparisonsPerJob());
        m.put(ALLOCATION_RELEASE_COMPARISONS, allocationComparisonsPerJob() + releaseComparisonsPerJob());
        return m;
    }

    private static double perJob(long work, long jobs) {
        return jobs == 0 ? 0 : (double) work / jobs;
    }
}
