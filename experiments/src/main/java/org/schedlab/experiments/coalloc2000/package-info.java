/**
 * A standalone runner for the tables of Bucur and Epema, "The influence of the structure and sizes
 * of jobs on the performance of co-allocation", JSSPP 2000 (paper id {@code coalloc-2000}).
 *
 * <p>Kept apart from the reproduction pipeline on purpose (that pipeline is being rewritten to
 * read papers from YAML with first-class tables); once it lands, {@link Coalloc2000Tables#cells}
 * is the data to move into it. Run with {@code java -cp ... org.schedlab.experiments.coalloc2000.Coalloc2000Tables
 * [--quick] [--seed S]}; it prints one Markdown table of every cell: paper value, ours, our 95%
 * half-width where sampled, and the difference.
 */
package org.schedlab.experiments.coalloc2000;
