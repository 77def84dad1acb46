package org.schedlab.experiments.repro.paper;

import java.util.List;

/**
 * Why some series of some sweeps give identical results: a structural fact of the model, not a
 * coincidence of the seed. The report detects identical series on its own and prints the matching
 * explanation next to them (or says the expected identity was not observed).
 *
 * @param sweeps the sweeps where the identity is expected
 * @param series the series expected to be identical
 * @param text the reason, in our words
 */
public record Explanation(List<String> sweeps, List<String> series, String text) {
    public Explanation {
        // null only while a YAML file is read; ExperimentFile names the missing key
        sweeps = sweeps == null ? null : List.copyOf(sweeps);
        series = series == null ? null : List.copyOf(series);
    }
}
