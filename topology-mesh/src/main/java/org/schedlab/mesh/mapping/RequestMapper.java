package org.schedlab.mesh.mapping;

import org.schedlab.mesh.geometry.SubmeshRequest;

/**
 * Turns a plain processor count into a submesh request for {@code M(W, H)}, as the trace-driven
 * experiments of I. Ababneh and S. Bani-Mohammad, "A new window-based job scheduling scheme for 2D
 * mesh multicomputers", Simulation Modelling Practice and Theory, 2011, section 5.4, do.
 *
 * <p>{@link Rule#SQUARE}: the square transformation. Among the factorizations {@code n = w * h}
 * with {@code w <= W}, {@code h <= H} and {@code w <= h}, take the one with the smallest {@code h -
 * w}; when there is none, try {@code n + 1}, and so on ({@code 15 -> 3x5}, {@code 17 -> 3x6} on
 * 12x12). {@link Rule#PARAGON}: the SDSC Paragon rule for {@code 22x16}: a multiple of 16 becomes
 * {@code (n / 16) x 16}; any other count takes the square transformation with {@code w >= h}.
 *
 * <p>A count with no such shape up to {@code W * H} is refused. Cost {@code O(n_extra * sqrt(n))}.
 */
public final class RequestMapper {
    /** How processor counts become shapes. */
    public enum Rule {
        /** Square transformation, {@code w <= h}. */
        SQUARE,
        /** Multiples of 16 as {@code (n/16) x 16}, else square transformation with {@code w >= h}. */
        PARAGON
    }

    private final int width;
    private final int height;
    private final Rule rule;

    public RequestMapper(int width, int height, Rule rule) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("mesh sides must be positive: " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.rule = rule;
    }

    /**
     * The submesh request for {@code n} processors.
     *
     * @throws IllegalArgumentException if {@code n < 1} or no shape of at least {@code n} nodes
     *     fits the mesh under the rule
     */
    public SubmeshRequest map(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("processor count must be positive: " + n);
        }
        if (rule == Rule.PARAGON && n % 16 == 0 && n / 16 <= width && 16 <= height) {
            return new SubmeshRequest(n / 16, 16);
        }
        boolean wide = rule == Rule.PARAGON;
        long limit = (long) width * height;
        for (long m = n; m <= limit; m++) {
            SubmeshRequest r = squarest((int) m, wide);
            if (r != null) {
                return r;
            }
        }
        throw new IllegalArgumentException(n + " processors do not fit a " + width + "x" + height + " mesh under the "
                + rule.name().toLowerCase(java.util.Locale.ROOT) + " rule");
    }

    /** The factorization of {@code m} with the sides closest together that fits, or null. */
    private SubmeshRequest squarest(int m, boolean wide) {
        for (int s = (int) Math.sqrt(m); s >= 1; s--) {
            if (m % s != 0) {
                continue;
            }
            int small = s;
            int large = m / s;
            int w = wide ? large : small;
            int h = wide ? small : large;
            if (w <= width && h <= height) {
                return new SubmeshRequest(w, h);
            }
        }
        return null;
    }
}
