package org.schedlab.experiments.repro.paper;

/** Optional free text for the top of a paper's report (operational definitions, caveats). */
public interface Notes {
    String notes(Mode mode);
}
