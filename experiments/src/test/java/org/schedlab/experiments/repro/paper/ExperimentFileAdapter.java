package org.schedlab.experiments.repro.paper;

import java.nio.file.Path;

/**
 * The one place the YAML fuzz test touches {@link ExperimentFile}: read a file through its current
 * public read method and look at everything it returns. {@code ExperimentFile} is being rewritten
 * (issue 13 note); after that merge, re-point {@link #read} at the new read method and nothing else
 * changes.
 */
final class ExperimentFileAdapter {
    private ExperimentFileAdapter() {}

    /** Reads {@code file} as a user's experiment; throws what the reader throws. */
    static void read(Path file) {
        Paper paper = ExperimentFile.load(file);
        StringBuilder seen = new StringBuilder(paper.id()).append(paper);
        for (Mode mode : Mode.values()) {
            paper.sweeps(mode).forEach(seen::append);
        }
        paper.figures().forEach(seen::append);
        if (seen.length() == 0) {
            throw new IllegalStateException(file + ": an experiment without an id");
        }
    }
}
