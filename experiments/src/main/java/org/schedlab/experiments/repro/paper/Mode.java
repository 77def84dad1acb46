package org.schedlab.experiments.repro.paper;

/** How much work a reproduction does. */
public enum Mode {
    /** Few jobs and replications on the same code path: minutes for everything. */
    QUICK,
    /** The paper's own settings. */
    FULL
}
