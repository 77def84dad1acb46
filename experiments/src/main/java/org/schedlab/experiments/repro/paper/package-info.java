/**
 * What a reproduction is about, as a model: a paper's sweeps, figures, tables, readings and
 * explanations, read from its YAML description by {@link ExperimentFile}, together with the values
 * its claims are stated in. A claim's check maps {@link Results} to a verdict, and a table cell may
 * be an {@link Estimate} computed by the paper's own code, so those value types ({@link Claim},
 * {@link Decision}, {@link Estimate}, {@link Results}) live here with the {@link Paper} interface
 * that names them, as does the way numbers print ({@link Numbers}). This package uses none of the
 * other reproduction packages.
 */
package org.schedlab.experiments.repro.paper;
