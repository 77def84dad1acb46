/**
 * The fat-tree paper (Pascual, Navaridas, Miguel-Alonso, "Effects of topology-aware allocation
 * policies on scheduling performance", JSSPP 2009) in the reproduction pipeline: its runs and
 * figures are the resource {@code papers/fattree-2009.yaml}; {@link
 * org.schedlab.experiments.fattree2009.Fattree2009} holds the claims and the derived numbers (wait
 * ratios, break-even speed-ups by {@link org.schedlab.experiments.fattree2009.BreakEven}).
 */
package org.schedlab.experiments.fattree2009;
