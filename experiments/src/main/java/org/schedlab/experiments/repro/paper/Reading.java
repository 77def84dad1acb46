package org.schedlab.experiments.repro.paper;

import java.util.List;

/**
 * One reading of a paper: where the paper is ambiguous (an undefined metric, a rule it does not
 * state, a workload law it does not give), a named set of assumptions that overrides some of its
 * settings (declared in the paper's YAML, {@link ExperimentFile.ReadingEntry}). Every claim is
 * judged under one reading, and the report names it.
 *
 * @param name {@code default} for the paper's own keys, a declared reading's name, or {@code a+b}
 *     for a combination the command line asks for
 * @param assumes what the reading assumes, one line
 * @param parts the declared single readings it applies, in order (empty for the default)
 */
public record Reading(String name, String assumes, List<String> parts) {
    /** The name of the reading that applies no overrides. */
    public static final String DEFAULT_NAME = "default";

    /** The default reading, before a paper states what its own keys assume. */
    public static final Reading DEFAULT =
            new Reading(DEFAULT_NAME, "the settings as the paper's description gives them", List.of());

    public Reading {
        parts = List.copyOf(parts);
    }

    /** Whether this is the default reading (no overrides). */
    public boolean isDefault() {
        return parts.isEmpty();
    }

    /** Whether this reading is {@code part} or applies it. */
    public boolean includes(String part) {
        return name.equals(part) || parts.contains(part);
    }
}
