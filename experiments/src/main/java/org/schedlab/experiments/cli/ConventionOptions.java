package org.schedlab.experiments.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.schedlab.core.spec.BadInputException;
import picocli.CommandLine.Option;

/** The trace-convention options shared by {@code simulate} and {@code trace-info} (a picocli mixin). */
final class ConventionOptions {
    @Option(names = "--partition", description = "trace convention: keep only this SWF partition (field 16)")
    Integer partition;

    @Option(names = "--load-factor", description = "trace convention: multiply submit times by 1/F (F > 0)")
    Double loadFactor;

    @Option(
            names = "--convention",
            paramLabel = "KEY=VALUE",
            description = "further trace conventions (repeatable), e.g. procs=requested, overrun=cut")
    List<String> conventions = new ArrayList<>();

    /** The options as the {@code key=value} map the workloads read; validates the shortcuts. */
    Map<String, String> toMap() {
        Map<String, String> options = new TreeMap<>();
        for (String kv : conventions) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new BadInputException("--convention '" + kv + "': expected KEY=VALUE");
            }
            options.put(kv.substring(0, eq).strip(), kv.substring(eq + 1).strip());
        }
        if (partition != null) {
            options.put("partition", Integer.toString(partition));
        }
        if (loadFactor != null) {
            if (!(loadFactor > 0 && loadFactor < Double.POSITIVE_INFINITY)) {
                throw new BadInputException("--load-factor must be a positive number, got " + loadFactor);
            }
            options.put("load-factor", Double.toString(loadFactor));
        }
        return options;
    }
}
