/**
 * The fat-tree paper (Pascual, Navaridas, Miguel-Alonso, JSSPP 2009) as a standalone runner: the
 * published values ({@link org.schedlab.experiments.fattree2009.Fattree2009Published}), the runs,
 * break-even speed-ups and the report. Not wired into {@code reproduce} yet.
 */
package org.schedlab.experiments.fattree2009;
