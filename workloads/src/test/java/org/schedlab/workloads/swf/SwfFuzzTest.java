package org.schedlab.workloads.swf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.fuzz.FuzzTarget;
import org.schedlab.core.fuzz.Fuzzer;
import org.schedlab.core.fuzz.MessageRule;
import org.schedlab.core.fuzz.Mutation;
import org.schedlab.core.fuzz.Mutator;
import org.schedlab.core.job.Job;
import org.schedlab.workloads.io.PlainNumbers;
import org.schedlab.workloads.profile.ConventionProfile;

/**
 * Fuzzing corpus for the SWF readers (issue 13): valid SWF text mutated with a fixed seed, read as
 * a plain file, as a gzip file, as a damaged gzip stream, and as a workload under a convention
 * profile. Every input must be read to its end or refused with a message naming the file and line.
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES) // a hang guard only: the inputs bound the work
class SwfFuzzTest {
    /** A second seed with fractional times, a long header and the edge values of the format. */
    static final String EDGES = String.join(
            "\n",
            "; Version: 2.2",
            "; MaxJobs: 3",
            "; MaxProcs: 128",
            "; UnixStartTime: 1000000",
            "; Partitions: 1",
            "1 0 0 0 1 0 0 1 0 0 1 1 1 1 1 1 -1 -1",
            "2 0.5 -1 3600.25 128 -1 -1 128 7200 -1 1 -1 -1 -1 -1 -1 -1 -1",
            "3 86400 10 1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1",
            "");

    static final List<byte[]> SEEDS =
            List.of(SwfFixtures.SMALL.getBytes(StandardCharsets.UTF_8), EDGES.getBytes(StandardCharsets.UTF_8));

    @TempDir
    Path dir;

    @Test
    void plainFiles() throws IOException {
        Path file = dir.resolve("fuzz.swf");
        check(Fuzzer.named("swf-plain").seeds(SEEDS), 2500, file, input -> readAll(write(file, input)));
    }

    @Test
    void gzipFiles() throws IOException {
        Path file = dir.resolve("fuzz.swf.gz");
        check(Fuzzer.named("swf-gzip").seeds(SEEDS), 1200, file, input -> readAll(write(file, gzip(input))));
    }

    /** The compressed bytes themselves damaged: a truncated or corrupt gzip stream. */
    @Test
    void damagedGzipStreams() throws IOException {
        Path file = dir.resolve("damaged.swf.gz");
        Fuzzer f = Fuzzer.named("swf-gzip-bytes")
                .seeds(SEEDS.stream().map(SwfFuzzTest::gzip).toList())
                .mutator(new Mutator(List.of(
                        Mutation.TRUNCATE,
                        Mutation.FLIP_BITS,
                        Mutation.DELETE_RANGE,
                        Mutation.INSERT_SPECIAL,
                        Mutation.NON_UTF8,
                        Mutation.EMPTY)));
        // a stream that cannot be opened is refused for the whole file: "FILE: cannot read: ..."
        check(
                f,
                1000,
                file,
                MessageRule.fileAndLine(file.toString()).or(m -> m.startsWith(file + ": ") ? null : "no file"),
                input -> readAll(write(file, input)));
    }

    /**
     * The workload under a convention profile. The first line of an input holds the options
     * ({@code key=value} words, and {@code machine=N} for a machine of N processors), the rest is
     * the SWF file; mutations hit both.
     */
    @Test
    void workloadsUnderProfiles() throws IOException {
        Path file = dir.resolve("profiled.swf");
        List<byte[]> seeds = List.of(
                withOptions(
                        "machine=16 procs=requested invalid=zero-runtime oversize=drop overrun=cut", SwfFixtures.SMALL),
                withOptions(
                        "procs=allocated-only invalid=unit-job runtime-floor=1 estimate=at-least-runtime"
                                + " overrun=cut oversize=clamp machine=64",
                        SwfFixtures.SMALL),
                withOptions("status=-1+0+1+5 cancelled=if-ran origin=zero load-factor=0.5 nodes-divisor=8", EDGES),
                withOptions("partition=!1 queue=1,2 no-processors=one estimate=exact", SwfFixtures.SMALL),
                withOptions("no-processors=machine oversize=clamp machine=128", EDGES));
        Fuzzer f = Fuzzer.named("swf-workload").seeds(seeds);
        MessageRule rule = MessageRule.fileAndLine(file.toString()).or(MessageRule.mentions(List.of("option ")));
        check(f, 2000, file, rule, input -> readProfiled(file, input));
    }

    /**
     * Only the options mutated, over a fixed valid trace: every number of a profile goes through
     * the whole record pipeline (divisors, floors, load factors, origins, machine sizes).
     */
    @Test
    void profileOptionsOverAFixedTrace() throws IOException {
        Path file = dir.resolve("fixed.swf");
        byte[] trace = ("\n" + SwfFixtures.SMALL).getBytes(StandardCharsets.UTF_8);
        List<byte[]> seeds = List.of(
                bytes("machine=16 procs=requested invalid=zero-runtime oversize=drop overrun=cut"),
                bytes("machine=64 procs=allocated-only invalid=unit-job runtime-floor=1 estimate=at-least-runtime"),
                bytes("status=-1+0+1+5 cancelled=if-ran origin=zero load-factor=0.5 nodes-divisor=8"),
                bytes("machine=128 no-processors=machine oversize=clamp load-factor=2 runtime-floor=0.5"),
                bytes("partition=!1 queue=1,2 no-processors=one estimate=exact origin=as-logged"));
        // numbers are what a profile converts: mostly replace values, keep the key=value words
        Mutator numbers = new Mutator(List.of(
                Mutation.NUMBER,
                Mutation.NUMBER,
                Mutation.NUMBER,
                Mutation.NUMBER,
                Mutation.SWAP_FIELDS,
                Mutation.INSERT_SPECIAL,
                Mutation.FLIP_BITS));
        Fuzzer f = Fuzzer.named("swf-profile").seeds(seeds).mutator(numbers);
        MessageRule rule = MessageRule.fileAndLine(file.toString()).or(MessageRule.mentions(List.of("option ")));
        check(f, 1500, file, rule, options -> readProfiled(file, concat(options, trace)));
    }

    private void check(Fuzzer fuzzer, int inputs, Path file, FuzzTarget target) {
        check(fuzzer, inputs, file, MessageRule.fileAndLine(file.toString()), target);
    }

    private void check(Fuzzer fuzzer, int inputs, Path file, MessageRule rule, FuzzTarget target) {
        Fuzzer f = fuzzer.rule(rule);
        Fuzzer.Report regressions = f.replayRegressions(target);
        assertThat(regressions.failures()).as(regressions.describeFailures()).isEmpty();
        Fuzzer.Report r = f.inputs(inputs).run(target);
        assertThat(r.failures()).as(r.describeFailures()).isEmpty();
        assertThat(r.refusedSeeds()).as("seeds refused").isEmpty();
        assertThat(r.tried()).isEqualTo(inputs);
        assertThat(r.accepted()).as("some mutants stay valid").isPositive();
        assertThat(r.refused()).as("most mutants are refused").isGreaterThan(inputs / 10);
    }

    private static void readAll(Path file) {
        try (SwfReader in = SwfReader.open(file)) {
            in.header().maxProcs();
            in.header().maxNodes();
            in.header().firstValues();
            while (in.hasNext()) {
                SwfRecord r = in.next();
                assertThat(in.lineNumber()).isPositive();
                r.toLine();
            }
        }
    }

    private static void readProfiled(Path file, byte[] input) throws IOException {
        int nl = indexOf(input, (byte) '\n');
        String optionLine = new String(input, 0, nl < 0 ? input.length : nl, StandardCharsets.UTF_8);
        write(file, nl < 0 ? new byte[0] : Arrays.copyOfRange(input, nl + 1, input.length));
        Map<String, String> options = options(optionLine);
        // machine=N (not a convention option) stands for --machine with N processors
        Integer size = options.containsKey("machine") ? PlainNumbers.parseInt(options.remove("machine")) : null;
        OptionalInt machine = size == null || size < 1 ? OptionalInt.empty() : OptionalInt.of(size);
        ConventionProfile profile = ConventionProfile.fromOptions(options);
        SwfWorkload w = new SwfWorkload(file, profile, machine, 0);
        Iterator<ProfiledRecord> it = w.records();
        while (it.hasNext()) {
            Job j = it.next().job();
            assertThat(j.procs()).isPositive();
            if (machine.isPresent() && profile.oversize() != ConventionProfile.Oversize.KEEP) {
                assertThat(j.procs()).isLessThanOrEqualTo(machine.getAsInt());
            }
        }
        w.provenance();
    }

    /** Whitespace-separated {@code key=value} words; a word without {@code =} is a key with an empty value. */
    static Map<String, String> options(String line) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String word : line.strip().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            int eq = word.indexOf('=');
            m.put(eq < 0 ? word : word.substring(0, eq), eq < 0 ? "" : word.substring(eq + 1));
        }
        return m;
    }

    private static byte[] withOptions(String options, String swf) {
        return (options + "\n" + swf).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static int indexOf(byte[] a, byte b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }

    private static Path write(Path file, byte[] bytes) throws IOException {
        return Files.write(file, bytes);
    }

    static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(b)) {
            out.write(bytes);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return b.toByteArray();
    }
}
