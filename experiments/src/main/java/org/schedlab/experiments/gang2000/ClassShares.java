package org.schedlab.experiments.gang2000;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.schedlab.experiments.repro.paper.Table;

/**
 * The class shares that turn a gang table's class means into its overall mean turnaround: t_ta =
 * w_s t_sa + w_m t_ma + w_l t_la, one share vector w for every row (the rows use one workload
 * law). Fitted by least squares on relative residuals {@code (w . classes) / t_ta - 1}; while some
 * row is off by more than {@link #LIMIT}, the worst one is left out and the rest refitted. A row
 * left out is a printed t_ta that the paper's own class means contradict.
 *
 * @param labels the rows' labels
 * @param table the table's rows t_ta, t_sa, t_ma, t_la (paper values)
 * @param shares the fitted shares (small, medium, large)
 * @param outliers the rows left out, in the order they were dropped
 */
record ClassShares(List<String> labels, double[][] table, double[] shares, List<Integer> outliers) {
    /** A kept row may be off by at most this fraction. */
    static final double LIMIT = 0.01;

    /** Fits the shares to the published rows of {@code t} (columns t_ta, t_sa, t_ma, t_la by label). */
    static ClassShares fit(Table t) {
        int[] col = {column(t, "t_ta"), column(t, "t_sa"), column(t, "t_ma"), column(t, "t_la")};
        double[][] rows = new double[t.rows().size()][4];
        for (int r = 0; r < rows.length; r++) {
            for (int k = 0; k < 4; k++) {
                Double v = t.paperValue(r, col[k]);
                if (v == null) {
                    throw new IllegalArgumentException("table " + t.id() + " row " + r + " lacks a class mean");
                }
                rows[r][k] = v;
            }
        }
        List<Integer> kept = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            kept.add(r);
        }
        List<Integer> out = new ArrayList<>();
        double[] w = solve(rows, kept);
        while (kept.size() > 4) {
            int worst = -1;
            double worstResidual = LIMIT;
            for (int r : kept) {
                double res = Math.abs(residual(rows[r], w));
                if (res > worstResidual) {
                    worstResidual = res;
                    worst = r;
                }
            }
            if (worst < 0) {
                break;
            }
            kept.remove(Integer.valueOf(worst));
            out.add(worst);
            w = solve(rows, kept);
        }
        List<String> labels = t.rows().stream().map(Table.Source::label).toList();
        return new ClassShares(labels, rows, w, List.copyOf(out));
    }

    private static int column(Table t, String label) {
        for (int c = 0; c < t.columns().size(); c++) {
            if (t.columns().get(c).label().equals(label)) {
                return c;
            }
        }
        throw new IllegalArgumentException("table " + t.id() + " has no column " + label);
    }

    /** The relative residual of a row: implied over printed t_ta, minus 1. */
    private static double residual(double[] row, double[] w) {
        return (w[0] * row[1] + w[1] * row[2] + w[2] * row[3]) / row[0] - 1;
    }

    /** Least squares of {@code x_r . w = 1} with {@code x_r = classes_r / t_ta_r}, by the normal equations. */
    private static double[] solve(double[][] rows, List<Integer> kept) {
        double[][] a = new double[3][4];
        for (int r : kept) {
            double[] x = {rows[r][1] / rows[r][0], rows[r][2] / rows[r][0], rows[r][3] / rows[r][0]};
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    a[i][j] += x[i] * x[j];
                }
                a[i][3] += x[i];
            }
        }
        // Gaussian elimination with partial pivoting on the 3x3 system
        for (int p = 0; p < 3; p++) {
            int max = p;
            for (int i = p + 1; i < 3; i++) {
                if (Math.abs(a[i][p]) > Math.abs(a[max][p])) {
                    max = i;
                }
            }
            double[] tmp = a[p];
            a[p] = a[max];
            a[max] = tmp;
            for (int i = p + 1; i < 3; i++) {
                double f = a[i][p] / a[p][p];
                for (int j = p; j < 4; j++) {
                    a[i][j] -= f * a[p][j];
                }
            }
        }
        double[] w = new double[3];
        for (int i = 2; i >= 0; i--) {
            double s = a[i][3];
            for (int j = i + 1; j < 3; j++) {
                s -= a[i][j] * w[j];
            }
            w[i] = s / a[i][i];
        }
        return w;
    }

    /** Number of rows fitted or left out. */
    int rows() {
        return table.length;
    }

    /** The printed t_ta of {@code row}. */
    double printed(int row) {
        return table[row][0];
    }

    /** The t_ta that {@code row}'s class means imply under the fitted shares. */
    double implied(int row) {
        double[] r = table[row];
        return shares[0] * r[1] + shares[1] * r[2] + shares[2] * r[3];
    }

    /** The largest relative residual among the rows kept. */
    double worstKept() {
        double worst = 0;
        for (int r = 0; r < table.length; r++) {
            if (!outliers.contains(r)) {
                worst = Math.max(worst, Math.abs(residual(table[r], shares)));
            }
        }
        return worst;
    }

    /** For the report: the shares, how well the kept rows fit, and every row left out. */
    String describe() {
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "shares %.3f, %.3f, %.3f; %d of %d rows within %.3f%%",
                shares[0],
                shares[1],
                shares[2],
                table.length - outliers.size(),
                table.length,
                100 * worstKept()));
        for (int r : outliers) {
            sb.append(String.format(
                    Locale.ROOT,
                    "; %s prints t_ta %s but its class means imply %.1f (%+.1f%%)",
                    labels.get(r),
                    org.schedlab.experiments.repro.paper.Sweep.format(printed(r)),
                    implied(r),
                    100 * (printed(r) / implied(r) - 1)));
        }
        return sb.toString();
    }
}
