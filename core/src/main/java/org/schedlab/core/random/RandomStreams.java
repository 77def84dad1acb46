package org.schedlab.core.random;

import java.nio.charset.StandardCharsets;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Named, independent random streams for one replication. The seed of stream {@code name} is a
 * pure function of (master seed, replication index, name), so adding a stream never changes the
 * draws of existing ones, and replications run in any order or in parallel draw identical numbers.
 *
 * <p>Generator: XO_SHI_RO_256_PP (Commons RNG), seeded with four SplitMix64 outputs of the mixed
 * key. Names are hashed with 64-bit FNV-1a over their UTF-8 bytes.
 */
public final class RandomStreams {
    private final long masterSeed;
    private final int replication;

    public RandomStreams(long masterSeed, int replication) {
        if (replication < 0) {
            throw new IllegalArgumentException("replication index must be >= 0: " + replication);
        }
        this.masterSeed = masterSeed;
        this.replication = replication;
    }

    public long masterSeed() {
        return masterSeed;
    }

    public int replication() {
        return replication;
    }

    /** A fresh generator for stream {@code name}; two calls with one name give equal sequences. */
    public UniformRandomProvider stream(String name) {
        long state = mix(masterSeed ^ mix(replication + 0x632BE59BD9B4E019L) ^ mix(fnv1a(name)));
        long[] seed = new long[4];
        for (int i = 0; i < seed.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            seed[i] = mix(state);
        }
        return RandomSource.XO_SHI_RO_256_PP.create(seed);
    }

    /** The streams of another replication with the same master seed. */
    public RandomStreams forReplication(int index) {
        return new RandomStreams(masterSeed, index);
    }

    private static long fnv1a(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** SplitMix64 finaliser. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
