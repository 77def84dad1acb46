package org.schedlab.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/** The harness catches what it must: a crashing reader, a hanging one, and one with poor messages. */
class FuzzerTest {
    private static final List<byte[]> SEEDS = List.of(bytes("id,size\n1,4\n2,8\n"), bytes("id,size\n7,1\n"));

    @TempDir
    Path dir;

    /** A careful reader of "id,size" lines: every problem is a BadInputException naming the line. */
    private static void carefulReader(byte[] input) {
        String[] lines = new String(input, StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isEmpty()) {
                continue;
            }
            String[] f = lines[i].split(",", -1);
            try {
                if (f.length != 2 || Integer.parseInt(f[1]) <= 0) {
                    throw new BadInputException("in.csv:" + (i + 1) + ": bad row");
                }
            } catch (NumberFormatException e) {
                throw new BadInputException("in.csv:" + (i + 1) + ": not a number", e);
            }
        }
    }

    /** The same reader with the usual bug: a number that does not parse escapes as NumberFormatException. */
    private static void brokenReader(byte[] input) {
        String[] lines = new String(input, StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(",", -1);
            if (f.length != 2) {
                throw new BadInputException("in.csv:" + (i + 1) + ": expected 2 fields");
            }
            Integer.parseInt(f[1]);
        }
    }

    @Test
    void aCarefulReaderPassesAndEveryInputIsCounted() {
        Fuzzer.Report r = Fuzzer.named("careful")
                .seeds(SEEDS)
                .inputs(2000)
                .rule(MessageRule.fileAndLine("in.csv"))
                .saveTo(dir)
                .run(FuzzerTest::carefulReader);
        assertThat(r.failures()).isEmpty();
        assertThat(r.tried()).isEqualTo(2000);
        assertThat(r.accepted() + r.refused()).isEqualTo(2000);
        assertThat(r.refused()).isGreaterThan(100); // the mutants do break the format
        assertThat(r.accepted()).isGreaterThan(2);
        assertThat(r.refusedSeeds()).isEmpty();
    }

    @Test
    void aBrokenReaderIsCaughtAndItsFailingInputSaved() throws Exception {
        Fuzzer.Report r = Fuzzer.named("broken")
                .seeds(SEEDS)
                .inputs(500)
                .rule(MessageRule.fileAndLine("in.csv"))
                .saveTo(dir)
                .run(FuzzerTest::brokenReader);
        assertThat(r.failures()).isNotEmpty();
        Fuzzer.Failure first = r.failures().get(0);
        assertThat(first.reason()).contains("NumberFormatException");
        assertThat(first.saved()).exists();
        assertThat(dir.resolve(first.saved().getFileName().toString().replace(".bin", ".txt")))
                .content()
                .contains("NumberFormatException");
        // the saved input reproduces the failure: replaying the folder finds every saved one again
        Fuzzer.Report replay =
                Fuzzer.named("broken-replay").saveTo(dir.resolve("replay")).replay(dir, FuzzerTest::brokenReader);
        assertThat(replay.tried()).isEqualTo(Math.min(20, r.failures().size()));
        assertThat(replay.failures()).hasSize(replay.tried());
    }

    @Test
    void aHangingReaderIsStoppedByTheTimeout() {
        // the hang waits for ever (until interrupted); the input that returns at once has seconds
        // to do so, which it gets even on a machine loaded many times over
        Fuzzer.Report r = Fuzzer.named("hanging")
                .seeds(List.of(bytes("ok"), bytes("hang")))
                .inputs(2)
                .timeout(Duration.ofSeconds(3))
                .saveTo(dir)
                .run(input -> {
                    if (new String(input, StandardCharsets.UTF_8).equals("hang")) {
                        new java.util.concurrent.CountDownLatch(1).await();
                    }
                });
        assertThat(r.failures()).hasSize(1);
        assertThat(r.failures().get(0).reason()).startsWith("timeout");
        assertThat(r.accepted()).isEqualTo(1);
    }

    @Test
    void aRefusalWithoutTheFileOrLineIsAFailure() {
        Fuzzer.Report r = Fuzzer.named("vague")
                .seeds(List.of(bytes("x")))
                .inputs(1)
                .rule(MessageRule.fileAndLine("in.csv"))
                .saveTo(dir)
                .run(input -> {
                    throw new BadInputException("bad row");
                });
        assertThat(r.failures()).hasSize(1);
        assertThat(r.failures().get(0).reason()).contains("does not start with 'in.csv:LINE: '");
        Fuzzer.Report empty = Fuzzer.named("empty-message")
                .seeds(List.of(bytes("x")))
                .inputs(1)
                .saveTo(dir)
                .run(input -> {
                    throw new BadInputException(" ");
                });
        assertThat(empty.failures()).hasSize(1);
    }

    @Test
    void theSeedIsFixedUnlessAskedForAndNamedInTheReport() {
        assertThat(Fuzzer.defaultSeed(null)).isEqualTo(Fuzzer.DEFAULT_SEED);
        assertThat(Fuzzer.defaultSeed(" ")).isEqualTo(Fuzzer.DEFAULT_SEED);
        assertThat(Fuzzer.defaultSeed("42")).isEqualTo(42L);
        assertThat(Fuzzer.defaultSeed("0x5EED_13")).isEqualTo(Fuzzer.DEFAULT_SEED);
        assertThatThrownBy(() -> Fuzzer.defaultSeed("many"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-Dschedlab.fuzz.seed");

        Fuzzer.Report a = Fuzzer.named("seeded")
                .seeds(SEEDS)
                .inputs(300)
                .saveTo(dir.resolve("a"))
                .run(FuzzerTest::brokenReader);
        Fuzzer.Report b = Fuzzer.named("seeded")
                .seeds(SEEDS)
                .inputs(300)
                .saveTo(dir.resolve("b"))
                .run(FuzzerTest::brokenReader);
        Fuzzer.Report c = Fuzzer.named("seeded")
                .seeds(SEEDS)
                .inputs(300)
                .seed(7)
                .saveTo(dir.resolve("c"))
                .run(FuzzerTest::brokenReader);
        // the same seed draws the same inputs: the same ones fail, run after run
        assertThat(indexes(a)).isEqualTo(indexes(b)).isNotEmpty();
        assertThat(indexes(c)).isNotEqualTo(indexes(a));
        assertThat(a.seed()).isEqualTo(Fuzzer.DEFAULT_SEED);
        assertThat(a.summary()).contains("seed 0x5eed13");
        assertThat(c.describeFailures()).contains("seed 0x7", "src/test/resources/fuzz/seeded/");
    }

    @Test
    void theDefaultTimeoutIsAHangGuardOfMinutes() {
        assertThat(Fuzzer.DEFAULT_TIMEOUT).isGreaterThanOrEqualTo(Duration.ofMinutes(2));
    }

    private static List<Integer> indexes(Fuzzer.Report r) {
        return r.failures().stream().map(Fuzzer.Failure::index).toList();
    }

    @Test
    void anOutOfMemoryErrorIsAFailureNotACrash() {
        Fuzzer.Report r = Fuzzer.named("oom")
                .seeds(List.of(bytes("x")))
                .inputs(1)
                .saveTo(dir)
                .run(input -> {
                    throw new OutOfMemoryError("simulated");
                });
        assertThat(r.failures()).hasSize(1);
        assertThat(r.failures().get(0).reason()).contains("OutOfMemoryError");
    }

    @Test
    void theSameSeedGivesTheSameInputs() {
        Mutator m = new Mutator();
        SplittableRandom a = new SplittableRandom(42);
        SplittableRandom b = new SplittableRandom(42);
        for (int i = 0; i < 500; i++) {
            assertThat(m.mutate(SEEDS.get(0), a)).isEqualTo(m.mutate(SEEDS.get(0), b));
        }
        assertThat(SEEDS.get(0)).isEqualTo(bytes("id,size\n1,4\n2,8\n")); // seeds are never changed
    }

    @Test
    void everyMutationChangesTheInputOrLeavesItValid() {
        byte[] seed = bytes("; MaxProcs: 8\n1 0 5 10 4\n2 3 1 20 8\n");
        for (Mutation m : Mutation.values()) {
            boolean changed = false;
            SplittableRandom rnd = new SplittableRandom(7);
            for (int i = 0; i < 50 && !changed; i++) {
                changed = !Arrays.equals(m.mutate(seed, rnd), seed);
            }
            assertThat(changed).as(m.name()).isTrue();
        }
        byte[] huge = Mutation.HUGE_LINE.mutate(seed, new SplittableRandom(1));
        assertThat(huge.length).isGreaterThanOrEqualTo(Mutation.HUGE);
        String crlf = new String(Mutation.LINE_ENDS.mutate(seed, new SplittableRandom(3)), StandardCharsets.ISO_8859_1);
        assertThat(crlf).isNotEqualTo(new String(seed, StandardCharsets.ISO_8859_1));
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
