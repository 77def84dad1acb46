/**
 * The Lublin-Feitelson workload model (JPDC 2003) as its reference program {@code m_lublin99.c}
 * draws it: {@link org.schedlab.workloads.lublin.JobType} (the published parameters), {@link
 * org.schedlab.workloads.lublin.DailyCycle} (arrivals), {@link
 * org.schedlab.workloads.lublin.Moments} (the exact joint law, for loads), {@link
 * org.schedlab.workloads.lublin.LublinWorkload} and the factory {@code lublin}.
 *
 * <p>Decisions where the reference is silent or cannot be followed: (1) the arrival clock is a
 * {@code double} by default; the reference's integer clock, which lets the reported times drift
 * out of phase with its own daily cycle, is {@code clock=reference}. (2) A load is set by one
 * factor on every inter-arrival's points, so the day stays 24 hours. (3) On a machine other than
 * 128 nodes, {@code uhi} and {@code umed} move with log2 of the size, and sizes are cut to the
 * machine. (4) Random draws come from named streams per type and law instead of one {@code
 * drand48} sequence, and gammas from Commons RNG's sampler instead of the reference's; equal in
 * law, not draw for draw.
 */
package org.schedlab.workloads.lublin;
