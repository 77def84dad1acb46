package org.schedlab.core.random;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RandomStreamsTest {
    private static long[] draw(RandomStreams s, String name) {
        var r = s.stream(name);
        long[] out = new long[8];
        for (int i = 0; i < out.length; i++) {
            out[i] = r.nextLong();
        }
        return out;
    }

    @Test
    void sameKeyGivesSameSequence() {
        assertThat(draw(new RandomStreams(42, 3), "arrivals")).isEqualTo(draw(new RandomStreams(42, 3), "arrivals"));
    }

    @Test
    void seedReplicationAndNameEachChangeTheSequence() {
        long[] base = draw(new RandomStreams(42, 3), "arrivals");
        assertThat(draw(new RandomStreams(43, 3), "arrivals")).isNotEqualTo(base);
        assertThat(draw(new RandomStreams(42, 4), "arrivals")).isNotEqualTo(base);
        assertThat(draw(new RandomStreams(42, 3), "service")).isNotEqualTo(base);
        assertThat(draw(new RandomStreams(42, 0).forReplication(3), "arrivals")).isEqualTo(base);
    }

    @Test
    void adjacentSeedsAreNotTrivialShifts() {
        // the first draw of seed s+1 must not reappear among the first draws of seed s
        long[] a = draw(new RandomStreams(1, 0), "x");
        long[] b = draw(new RandomStreams(2, 0), "x");
        assertThat(a).doesNotContain(b[0]);
    }
}
