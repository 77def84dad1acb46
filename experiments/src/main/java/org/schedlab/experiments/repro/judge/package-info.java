/**
 * Verdicts: the building blocks that turn a claim into a check on 95% intervals ({@link Claims}),
 * the cells of a table against the printed values ({@link TableResult}), and a whole paper's claims
 * and tables evaluated on one run ({@link Evaluation}, {@link Evaluated}). It reads results and the
 * paper model and writes nothing but a table's CSV; it uses the plan and paper packages only.
 */
package org.schedlab.experiments.repro.judge;
