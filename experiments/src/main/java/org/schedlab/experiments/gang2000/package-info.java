/**
 * A standalone runner for Tables 1 and 2 of Zhou, Walsh and Brent, "Resource allocation schemes
 * for gang scheduling", JSSPP 2000 (paper id {@code gang-2000}).
 *
 * <p>Kept apart from the reproduction pipeline on purpose: that pipeline is being rewritten to
 * read papers from YAML with first-class tables and verdicts; {@link
 * org.schedlab.experiments.gang2000.PaperValues} is the data to move there, {@link
 * org.schedlab.experiments.gang2000.Claims} the predicates. Run with {@code java -cp ...
 * org.schedlab.experiments.gang2000.Gang2000Tables [--quick] [--sizes drawn|pow2]}; it prints
 * Markdown: every cell (ours with its 95% half-width, the paper's value, the difference) and each
 * claim as PASS, FAIL or INCONCLUSIVE.
 */
package org.schedlab.experiments.gang2000;
