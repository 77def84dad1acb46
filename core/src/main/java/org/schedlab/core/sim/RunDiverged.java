package org.schedlab.core.sim;

/**
 * Thrown by an {@link Engine} that stops a run because it has left any steady state (e.g. the gang
 * engine's matrix outgrows its row limit): the run has no meaningful figures, and callers report
 * it as diverged rather than as numbers.
 */
public class RunDiverged extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param reason what grew beyond its limit, and when */
    public RunDiverged(String reason) {
        super(reason);
    }
}
