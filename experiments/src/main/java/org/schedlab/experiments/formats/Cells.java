package org.schedlab.experiments.formats;

import org.apache.commons.csv.CSVRecord;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.repro.paper.Sweep;

/** Reading cells of schedule files, with messages naming the file, line and column. */
final class Cells {
    private Cells() {}

    /** A finite number. */
    static double number(CSVRecord rec, String column, String where) {
        String s = rec.get(column);
        try {
            double v = Double.parseDouble(s);
            if (Double.isFinite(v)) {
                return v + 0.0;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInputException(where + ": '" + column + "' is not a number: '" + s + "'");
    }

    /** A positive integer (written {@code 4} or {@code 4.0}). */
    static int positiveInt(CSVRecord rec, String column, String where) {
        double v = number(rec, column, where);
        if (v != Math.rint(v) || v < 1 || v > Integer.MAX_VALUE) {
            throw new BadInputException(
                    where + ": '" + column + "' is not a positive integer: '" + rec.get(column) + "'");
        }
        return (int) v;
    }

    /**
     * Refuses a job whose times cannot be a run: a negative submit time, or an end before the start.
     * A start before the submit time is read as it is ({@code check} reports it).
     */
    static void requireTimes(int id, double submit, double start, double end, String where) {
        if (!(submit >= 0) || end < start) {
            throw new BadInputException(where + ": job " + id + " needs 0 <= submit and start <= end, got submit "
                    + Sweep.format(submit) + ", start " + Sweep.format(start) + ", end " + Sweep.format(end));
        }
    }
}
