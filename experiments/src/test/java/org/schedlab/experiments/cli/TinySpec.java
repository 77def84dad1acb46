package org.schedlab.experiments.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A one-sweep experiment file on an 8x8 mesh (50 jobs, one point), for the command-line tests. */
final class TinySpec {
    private TinySpec() {}

    /**
     * Writes {@code DIR/ID.yaml}: one series {@code label} running {@code scheduler}, one figure
     * drawing {@code metric}.
     */
    static Path write(Path dir, String id, String label, String scheduler, String metric) throws IOException {
        return Files.writeString(
                dir.resolve(id + ".yaml"),
                String.join(
                        "\n",
                        "id: " + id,
                        "sweeps:",
                        "  - id: s",
                        "    machine: mesh:8x8",
                        "    workload: mesh-uniform",
                        "    jobs: 50",
                        "    parameter: load",
                        "    points: [0.5]",
                        "    replications: {fixed: 1}",
                        "    series:",
                        "      - {label: " + label + ", scheduler: " + scheduler + "}",
                        "figures:",
                        "  - {id: f, sweep: s, metric: " + metric + "}",
                        ""),
                StandardCharsets.UTF_8);
    }
}
