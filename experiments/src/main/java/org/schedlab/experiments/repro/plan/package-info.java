/**
 * How a reproduction runs: a paper's sweeps cut into work units with their seeds ({@link WorkPlan},
 * {@link WorkUnit}), run in memory or by shard ({@link ReproductionRunner}, {@link Shards}), and
 * kept as one checksummed file per unit ({@link UnitStore}) written atomically ({@link
 * AtomicFiles}). It fills the paper model's results and depends on the paper package only.
 */
package org.schedlab.experiments.repro.plan;
