package org.schedlab.gang.sim;

import org.schedlab.core.sim.SimulationListener;
import org.schedlab.gang.matrix.OusterhoutMatrix;

/**
 * A {@link SimulationListener} that also sees the Ousterhout matrix whenever a slot changed it
 * (schedule views draw the matrix slot by slot). {@link GangSimulation} calls it after a slot's
 * departures, arrivals and the scheme's upkeep, only in slots where any of those happened: in every
 * other slot the matrix is the one last reported. The matrix must only be read.
 */
public interface MatrixListener extends SimulationListener {
    /**
     * The matrix as it stands from {@code now} on, until the next call: the rows the next slots
     * cycle through, with every job's own and extra copies.
     *
     * @param now the start of the next slot
     * @param matrix the engine's matrix (read only)
     */
    void onMatrix(double now, OusterhoutMatrix matrix);
}
