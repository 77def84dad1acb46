package org.schedlab.core.fuzz;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The mutation engine: turns a valid seed into a damaged input by applying one to {@link
 * #MAX_STACK} {@link Mutation}s chosen by weight. Deterministic for a given random generator state.
 */
public final class Mutator {
    /** Most mutations stacked on one input. */
    public static final int MAX_STACK = 3;

    private final Mutation[] table;

    /** An engine over every mutation, chosen by {@link Mutation#weight()}. */
    public Mutator() {
        this(List.of(Mutation.values()));
    }

    /** An engine over {@code mutations} only (for a format where the others make no sense). */
    public Mutator(List<Mutation> mutations) {
        int total = mutations.stream().mapToInt(Mutation::weight).sum();
        if (total == 0) {
            throw new IllegalArgumentException("no mutations");
        }
        table = new Mutation[total];
        int i = 0;
        for (Mutation m : mutations) {
            for (int w = 0; w < m.weight(); w++) {
                table[i++] = m;
            }
        }
    }

    /** A mutant of {@code seed}; {@code seed} itself is not changed. */
    public byte[] mutate(byte[] seed, SplittableRandom rnd) {
        byte[] out = seed;
        for (int n = 1 + rnd.nextInt(MAX_STACK); n > 0; n--) {
            out = table[rnd.nextInt(table.length)].mutate(out, rnd);
        }
        return out;
    }
}
