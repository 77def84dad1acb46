/**
 * Reproduction of Zhou, Walsh and Brent, "Resource allocation schemes for gang scheduling"
 * (JSSPP 2000): the paper's claims; its sweeps, tables and figures are in {@code
 * papers/gang-2000.yaml}.
 */
package org.schedlab.experiments.gang2000;
