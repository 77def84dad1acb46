package org.schedlab.gang.matrix;

import org.schedlab.core.job.Job;

/** Helpers that build gang jobs and matrices by hand. */
final class Jobs {
    private Jobs() {}

    /** Job {@code id} of {@code size} processors on block {@code [start, start + size)}. */
    static GangJob job(int id, int start, int size) {
        return new GangJob(Job.of(id, 0, 10, size), id, new Block(start, size));
    }

    /** A matrix of {@code processors} with {@code rows} empty rows. */
    static OusterhoutMatrix matrix(int processors, int rows) {
        OusterhoutMatrix m = new OusterhoutMatrix(processors);
        for (int i = 0; i < rows; i++) {
            m.addRow();
        }
        return m;
    }
}
