package org.schedlab.core.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.schedlab.core.spec.BadInputException;

/**
 * Runs a reader over its valid seeds and over mutants of them, and reports every input that did
 * not end in one of the two allowed ways: accepted, or refused with a {@link BadInputException}
 * whose message passes the {@link MessageRule}. Any other exception or error (including {@link
 * OutOfMemoryError}), and any input that runs longer than the timeout, is a failure; the failing
 * input is saved under {@code target/fuzz-failures/NAME/} with the reason next to it, so that it
 * can be kept as a regression file.
 *
 * <pre>{@code
 * Fuzzer.Report r = Fuzzer.named("swf")
 *         .seeds(List.of(validSwf))
 *         .inputs(3000)
 *         .rule(MessageRule.fileAndLine(file.toString()))
 *         .run(input -> readAll(input));
 * assertThat(r.failures()).isEmpty();
 * }</pre>
 *
 * <p>Inputs are the seeds themselves, then {@code inputs - seeds} mutants from a {@link
 * SplittableRandom} seeded with the fixed seed and the name, so a run draws the same inputs every
 * time, on every machine. A different seed is drawn only on request: {@code
 * -Dschedlab.fuzz.seed=N} (decimal, or hexadecimal with {@code 0x}) for every fuzzer of a build,
 * or {@link #seed} for one; the report names the seed it used. A target's inputs must not depend
 * on anything else that changes between runs (a temporary folder's name, say): keep such parts
 * out of the seeds and put them in inside the target, so that a saved failing input replays the
 * same failure from {@code src/test/resources/fuzz/NAME/}.
 *
 * <p>Each input runs on a worker thread. The timeout only guards against a hang (minutes by
 * default, so that it never trips on a loaded machine); a test bounds the work of an input by its
 * size, not by time. After a timeout the worker is abandoned (interrupted) and a new one started.
 */
public final class Fuzzer {
    /** The fixed seed of every fuzz run unless a test or {@value #SEED_PROPERTY} chooses another. */
    public static final long DEFAULT_SEED = 0x5EED_13L;

    /** The system property that asks for another seed for every fuzzer of a build. */
    public static final String SEED_PROPERTY = "schedlab.fuzz.seed";

    /** The default hang guard of one input: far above what any input of a fuzz test takes. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);

    private static final int MAX_SAVED = 20;
    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    private final String name;
    private List<byte[]> seeds = List.of();
    private int inputs = 1000;
    private long seed = defaultSeed(System.getProperty(SEED_PROPERTY));
    private Duration timeout = DEFAULT_TIMEOUT;
    private MessageRule rule = MessageRule.nonEmpty();
    private Mutator mutator = new Mutator();
    private Path saveDir;

    private Fuzzer(String name) {
        this.name = name;
        this.saveDir = Path.of("target", "fuzz-failures", name);
    }

    /** A fuzzer for the reader called {@code name} (used in reports and the failure folder). */
    public static Fuzzer named(String name) {
        return new Fuzzer(name);
    }

    /** The valid inputs mutants are made from; each is also run unchanged. */
    public Fuzzer seeds(List<byte[]> seeds) {
        this.seeds = List.copyOf(seeds);
        return this;
    }

    /** Total inputs of {@link #run}, seeds included. */
    public Fuzzer inputs(int inputs) {
        this.inputs = inputs;
        return this;
    }

    /**
     * The seed of a build: {@code property} parsed as a decimal or {@code 0x} hexadecimal number,
     * or {@link #DEFAULT_SEED} when it is null or blank.
     *
     * @throws IllegalArgumentException naming the property when it is not a number
     */
    static long defaultSeed(String property) {
        if (property == null || property.isBlank()) {
            return DEFAULT_SEED;
        }
        String p = property.strip();
        try {
            return p.startsWith("0x") || p.startsWith("0X")
                    ? Long.parseUnsignedLong(p.substring(2).replace("_", ""), 16)
                    : Long.parseLong(p);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-D" + SEED_PROPERTY + ": not a number: " + property, e);
        }
    }

    /** The random seed of the mutants. */
    public Fuzzer seed(long seed) {
        this.seed = seed;
        return this;
    }

    /** Longest time one input may take before it counts as a hang ({@link #DEFAULT_TIMEOUT}). */
    public Fuzzer timeout(Duration timeout) {
        this.timeout = timeout;
        return this;
    }

    /** What a refusal's message must say (always also non-empty). */
    public Fuzzer rule(MessageRule rule) {
        this.rule = MessageRule.nonEmpty().and(rule);
        return this;
    }

    /** The mutation engine (default: every {@link Mutation}). */
    public Fuzzer mutator(Mutator mutator) {
        this.mutator = mutator;
        return this;
    }

    /** Where failing inputs are saved. */
    public Fuzzer saveTo(Path dir) {
        this.saveDir = dir;
        return this;
    }

    /** Runs the seeds and mutants through {@code target}. */
    public Report run(FuzzTarget target) {
        if (seeds.isEmpty()) {
            throw new IllegalStateException(name + ": no seeds");
        }
        SplittableRandom rnd = new SplittableRandom(seed ^ ((long) name.hashCode() << 32));
        List<byte[]> all = new ArrayList<>(seeds);
        for (int i = seeds.size(); i < inputs; i++) {
            all.add(mutator.mutate(seeds.get(rnd.nextInt(seeds.size())), rnd));
        }
        return execute(all, target);
    }

    /**
     * Runs every file of {@code dir} (regression inputs kept from earlier failures) through {@code
     * target}; {@code .txt} files are notes on why an input failed and are skipped.
     */
    public Report replay(Path dir, FuzzTarget target) {
        List<byte[]> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().endsWith(".txt"))
                    .sorted()
                    .toList()) {
                all.add(Files.readAllBytes(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(dir + ": cannot list regression inputs", e);
        }
        return execute(all, target);
    }

    /**
     * Replays the regression inputs kept for this reader in the test resources folder {@code
     * fuzz/NAME} (found on the class path); an empty report when there is none.
     */
    public Report replayRegressions(FuzzTarget target) {
        java.net.URL url = Thread.currentThread().getContextClassLoader().getResource("fuzz/" + name);
        if (url == null) {
            return execute(List.of(), target);
        }
        try {
            return replay(Path.of(url.toURI()), target);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(url + ": not a folder", e);
        }
    }

    private Report execute(List<byte[]> all, FuzzTarget target) {
        long start = System.nanoTime();
        int accepted = 0;
        int refused = 0;
        List<String> refusedSeeds = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        java.util.concurrent.atomic.AtomicLong cpuNanos = new java.util.concurrent.atomic.AtomicLong();
        ExecutorService worker = newWorker();
        try {
            for (int i = 0; i < all.size(); i++) {
                byte[] input = all.get(i);
                Future<?> f = worker.submit(() -> {
                    long cpu0 = THREADS.getCurrentThreadCpuTime();
                    try {
                        target.run(input);
                    } finally {
                        cpuNanos.addAndGet(THREADS.getCurrentThreadCpuTime() - cpu0);
                    }
                    return null;
                });
                String failure = null;
                try {
                    f.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
                    accepted++;
                } catch (TimeoutException e) {
                    f.cancel(true);
                    worker.shutdownNow();
                    worker = newWorker();
                    failure = "timeout: no result after " + timeout.toMillis() + " ms";
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof BadInputException) {
                        String problem = rule.problem(cause.getMessage());
                        if (problem == null) {
                            refused++;
                            if (i < seeds.size() && all.size() != seeds.size()) {
                                refusedSeeds.add(i + ": " + cause.getMessage());
                            }
                        } else {
                            failure = "bad message (" + problem + "): " + stackTrace(cause);
                        }
                    } else {
                        failure = stackTrace(cause);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(name + ": interrupted", e);
                }
                if (failure != null) {
                    failures.add(new Failure(i, firstLine(failure), save(i, input, failure)));
                }
            }
        } finally {
            worker.shutdownNow();
        }
        Report r = new Report(
                name,
                seed,
                all.size(),
                accepted,
                refused,
                refusedSeeds,
                failures,
                Duration.ofNanos(System.nanoTime() - start),
                Duration.ofNanos(cpuNanos.get()));
        System.out.println(r.summary());
        return r;
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-worker");
            t.setDaemon(true);
            return t;
        });
    }

    private Path save(int index, byte[] input, String failure) {
        try {
            Files.createDirectories(saveDir);
            try (Stream<Path> s = Files.list(saveDir)) {
                if (s.count() >= 2L * MAX_SAVED) {
                    return null;
                }
            }
            Path file = saveDir.resolve(String.format(Locale.ROOT, "input-%06d.bin", index));
            Files.write(file, input);
            Files.writeString(saveDir.resolve(String.format(Locale.ROOT, "input-%06d.txt", index)), failure);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(saveDir + ": cannot save a failing input", e);
        }
    }

    private static String stackTrace(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString();
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }

    /**
     * One input that failed.
     *
     * @param index its position in the run (seeds first)
     * @param reason the first line of what went wrong
     * @param saved where the input was saved, or null past the first few
     */
    public record Failure(int index, String reason, Path saved) {}

    /**
     * The outcome of a run.
     *
     * @param name the reader
     * @param seed the seed the mutants were drawn from
     * @param tried inputs run
     * @param accepted inputs the reader accepted
     * @param refused inputs refused with a good message
     * @param refusedSeeds seeds that were refused (a seed should be valid), as index and message
     * @param failures every other outcome
     * @param elapsed wall-clock time of the run
     * @param cpu CPU time the reader used on the inputs (independent of other load on the machine)
     */
    public record Report(
            String name,
            long seed,
            int tried,
            int accepted,
            int refused,
            List<String> refusedSeeds,
            List<Failure> failures,
            Duration elapsed,
            Duration cpu) {
        /** One line: reader, seed, inputs tried, outcomes, time. */
        public String summary() {
            return String.format(
                    Locale.ROOT,
                    "[fuzz] %-18s seed %#x, %6d inputs: %6d accepted, %6d refused, %d failed in %.2f s (reader CPU"
                            + " %.2f s)",
                    name,
                    seed,
                    tried,
                    accepted,
                    refused,
                    failures.size(),
                    elapsed.toNanos() / 1e9,
                    cpu.toNanos() / 1e9);
        }

        /** The failures as lines, for an assertion message. */
        public String describeFailures() {
            StringBuilder b = new StringBuilder(String.format(
                    Locale.ROOT, "%s (seed %#x, -D%s): %d failing inputs", name, seed, SEED_PROPERTY, failures.size()));
            for (Failure f : failures.subList(0, Math.min(10, failures.size()))) {
                b.append("\n  #").append(f.index()).append(' ').append(f.reason());
                if (f.saved() != null) {
                    b.append("\n    saved to ")
                            .append(f.saved().toAbsolutePath())
                            .append(" (to keep it, copy it to src/test/resources/fuzz/")
                            .append(name)
                            .append("/)");
                }
            }
            return b.toString();
        }
    }
}
