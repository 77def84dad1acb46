package org.schedlab.experiments.repro;

import java.util.List;

/** A reproduced paper: its runs, its figures and its claims, as data. */
public interface Paper {
    /** The stable id, e.g. {@code window-2011}. */
    String id();

    /** The sweeps to run in {@code mode}. */
    List<Sweep> sweeps(Mode mode);

    /** The figures, each drawn from one sweep. */
    List<Figure> figures();

    /** The paper's claims, each evaluated from the results. */
    List<Claim> claims();

    /** Figures of the paper we cannot produce, with the reason (e.g. a trace we do not have). */
    default List<String> unavailable() {
        return List.of();
    }
}
