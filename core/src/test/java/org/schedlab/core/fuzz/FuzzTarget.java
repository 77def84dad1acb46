package org.schedlab.core.fuzz;

/**
 * A reader under test: takes one input and either returns (the input was accepted) or throws. The
 * {@link Fuzzer} decides whether what it threw is an acceptable refusal.
 */
@FunctionalInterface
public interface FuzzTarget {
    /** Feeds {@code input} to the reader, reading everything it yields. */
    void run(byte[] input) throws Exception;
}
