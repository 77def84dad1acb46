package org.schedlab.multicluster.request;

import java.util.Locale;

/**
 * The three request structures of Bucur and Epema (JSSPP 2000, section 2.2).
 *
 * <ul>
 *   <li>{@link #TOTAL}: only the sum of the components counts; any free processors anywhere serve
 *       it (the paper's single cluster of size C x N).
 *   <li>{@link #ORDERED}: component i must be served by cluster i.
 *   <li>{@link #UNORDERED}: each component must be served by one cluster, the scheduler chooses
 *       which; by default different components go to different clusters.
 * </ul>
 */
public enum RequestKind {
    TOTAL,
    ORDERED,
    UNORDERED;

    /** The spelling used in spec strings and outputs: {@code total}, {@code ordered}, {@code unordered}. */
    public String spelling() {
        return name().toLowerCase(Locale.ROOT);
    }
}
