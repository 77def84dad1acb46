package org.schedlab.core.random;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

/**
 * The stream seeds follow the documented derivation exactly (64-bit FNV-1a of the name, the
 * SplitMix64 finalizer, four SplitMix64 outputs seeding XO_SHI_RO_256_PP), computed here
 * independently and anchored to the published test vectors of both functions, so that a change
 * to any step, which would change every reproduction's numbers, fails.
 */
class StreamDerivationTest {
    private static long fnv1a(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ Byte.toUnsignedLong(b)) * 0x100000001b3L;
        }
        return h;
    }

    private static long splitMix64Finalizer(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static UniformRandomProvider expected(long master, int replication, String name) {
        long state = splitMix64Finalizer(
                master ^ splitMix64Finalizer(replication + 0x632BE59BD9B4E019L) ^ splitMix64Finalizer(fnv1a(name)));
        long[] seed = new long[4];
        for (int i = 0; i < 4; i++) {
            state += 0x9E3779B97F4A7C15L;
            seed[i] = splitMix64Finalizer(state);
        }
        return RandomSource.XO_SHI_RO_256_PP.create(seed);
    }

    @Test
    void theHelpersMatchThePublishedVectors() {
        assertThat(fnv1a("")).isEqualTo(0xcbf29ce484222325L);
        assertThat(fnv1a("a")).isEqualTo(0xaf63dc4c8601ec8cL);
        // SplitMix64 seeded with 0: its first output
        assertThat(splitMix64Finalizer(0x9E3779B97F4A7C15L)).isEqualTo(0xe220a8397b1dcdafL);
    }

    @Test
    void streamsAreSeededAsDocumented() {
        for (String name : new String[] {"arrivals", "service", "é-name"}) {
            for (int rep : new int[] {0, 7}) {
                UniformRandomProvider got = new RandomStreams(-5, rep).stream(name);
                UniformRandomProvider want = expected(-5, rep, name);
                for (int i = 0; i < 3; i++) {
                    assertThat(got.nextLong()).isEqualTo(want.nextLong());
                }
            }
        }
    }

    @Test
    void theKeyIsKept() {
        RandomStreams r = new RandomStreams(99, 4);
        assertThat(r.masterSeed()).isEqualTo(99);
        assertThat(r.replication()).isEqualTo(4);
        assertThat(r.forReplication(6).replication()).isEqualTo(6);
        assertThat(r.forReplication(6).masterSeed()).isEqualTo(99);
    }
}
