package org.schedlab.experiments.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.run.Registry;
import org.schedlab.experiments.verify.Corpus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code schedlab corpus}: regenerate or check the golden corpus of schedules. */
@Command(
        name = "corpus",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Regenerate (default) or check (--check) the golden corpus of schedules: FCFS, EASY and conservative under"
                    + " the default and each peer profile on the Parallel Workloads Archive traces, published as"
                    + " digests and summary numbers (never the traces' contents).",
            "--check runs every row of the file whose trace is in --traces and compares the digest, the numbers and"
                    + " the check verdict; exit status 1 when one differs. Rows whose trace is missing are skipped."
        })
final class CorpusCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Option(names = "--check", description = "check the file instead of writing it")
    boolean check;

    @Option(names = "--traces", description = "trace directory (default: $SCHEDLAB_TRACES, else ../shared/data/traces)")
    Path traces;

    @Option(
            names = "--file",
            paramLabel = "FILE.csv",
            description = "the corpus file (default: docs/results/schedule-corpus.csv of the checkout)")
    Path file;

    @Option(
            names = "--only",
            paramLabel = "NAMES",
            split = ",",
            description = "only these traces (KTH, CTC, SDSC-SP2, SDSC-Par, SDSC-BLUE, LANL-CM5, HPC2N, LLNL-Thunder);"
                    + " writing keeps the file's rows of the others")
    List<String> only = new ArrayList<>();

    @Option(names = "--threads", description = "runs at once (default: all cores)")
    Integer threads;

    @Override
    public Integer call() throws Exception {
        Path dir = ReproduceCommand.traceDirectory(traces, System.getenv());
        if (dir == null) {
            throw new BadInputException("no trace directory: give --traces DIR or set SCHEDLAB_TRACES");
        }
        for (String name : only) {
            if (Corpus.TRACES.stream().noneMatch(t -> t.name().equals(name))) {
                throw new BadInputException("--only: unknown trace '" + name + "' (known: "
                        + String.join(
                                ", ",
                                Corpus.TRACES.stream().map(Corpus.Trace::name).toList()) + ")");
            }
        }
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1) {
            throw new BadInputException("--threads must be >= 1, got " + n);
        }
        Path target = file != null ? file : home().resolve("docs/results/schedule-corpus.csv");
        CommandFiles files = new CommandFiles();
        if (check) {
            files.input("--file", target);
        } else {
            files.output("--file", target);
        }
        files.check();
        Registry registry = Registry.discover();
        return check ? check(registry, dir, target, n) : write(registry, dir, target, n);
    }

    private static Path home() {
        String h = System.getenv("SCHEDLAB_HOME");
        return h != null && !h.isBlank() ? Path.of(h) : Path.of(".");
    }

    private int write(Registry registry, Path dir, Path target, int threads) throws Exception {
        List<String[]> plan = new ArrayList<>();
        for (String[] p : Corpus.plan(only)) {
            if (Files.isRegularFile(dir.resolve(p[0]))) {
                plan.add(p);
            } else {
                command.commandLine().getErr().println("corpus: " + dir.resolve(p[0]) + " missing, skipped");
            }
        }
        if (plan.isEmpty()) {
            throw new BadInputException("no trace of the corpus in " + dir);
        }
        List<Corpus.Entry> ran = runAll(registry, dir, plan, threads);
        Map<String, Corpus.Entry> rows = new LinkedHashMap<>();
        if (Files.exists(target)) {
            for (Corpus.Entry e : Corpus.read(target)) {
                rows.put(key(e), e);
            }
        }
        for (Corpus.Entry e : ran) {
            rows.put(key(e), e);
        }
        // rows in the plan's order (all traces), then any others the file had
        List<Corpus.Entry> ordered = new ArrayList<>();
        for (String[] p : Corpus.plan(List.of())) {
            Corpus.Entry e = rows.remove(p[0] + "|" + p[2] + "|" + p[3]);
            if (e != null) {
                ordered.add(e);
            }
        }
        ordered.addAll(rows.values());
        CommandFiles.write("--file", target, w -> {
            w.write("# SchedLab's golden corpus of schedules (docs/formats.md, \"Golden corpus\").\n");
            w.write("# Regenerate: schedlab corpus --traces DIR; check: schedlab corpus --check --traces DIR.\n");
            w.write("# digest: sha256 of 'id,submit,start,end,procs' per job by id; numbers to 6 significant digits;"
                    + " check: schedlab check --scheduler S.\n");
            w.write(String.join(",", Corpus.COLUMNS) + "\n");
            for (Corpus.Entry e : ordered) {
                w.write(e.line() + "\n");
            }
        });
        for (Corpus.Entry e : ran) {
            command.commandLine().getOut().println(e.line());
        }
        command.commandLine().getErr().println("corpus: " + ran.size() + " schedules written to " + target);
        return 0;
    }

    private int check(Registry registry, Path dir, Path target, int threads) throws Exception {
        List<Corpus.Entry> rows = Corpus.read(target);
        List<Corpus.Entry> selected = new ArrayList<>();
        List<String[]> plan = new ArrayList<>();
        long skipped = 0;
        for (Corpus.Entry e : rows) {
            Corpus.Trace t = Corpus.trace(e.trace());
            if (!only.isEmpty() && (t == null || !only.contains(t.name()))) {
                continue;
            }
            if (!Files.isRegularFile(dir.resolve(e.trace()))) {
                skipped++;
                continue;
            }
            selected.add(e);
            plan.add(new String[] {e.trace(), e.machine(), e.profile(), e.scheduler()});
        }
        List<Corpus.Entry> ran = runAll(registry, dir, plan, threads);
        long differ = 0;
        for (int i = 0; i < ran.size(); i++) {
            Corpus.Entry want = selected.get(i);
            Corpus.Entry got = ran.get(i);
            boolean same = want.sameResults(got);
            differ += same ? 0 : 1;
            command.commandLine()
                    .getOut()
                    .println(String.format(
                            Locale.ROOT,
                            "%-5s %-34s %-8s %-12s %s",
                            same ? "same" : "DIFF",
                            want.trace(),
                            want.profile(),
                            want.scheduler(),
                            same ? got.digest() : "expected " + want.line() + "; got " + got.line()));
        }
        command.commandLine()
                .getOut()
                .println("corpus: " + ran.size() + " checked, " + (ran.size() - differ) + " same, " + differ
                        + " differ, " + skipped + " skipped (trace missing)");
        return differ == 0 ? 0 : 1;
    }

    private static String key(Corpus.Entry e) {
        return e.trace() + "|" + e.profile() + "|" + e.scheduler();
    }

    private static List<Corpus.Entry> runAll(Registry registry, Path dir, List<String[]> plan, int threads)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, plan.size())));
        try {
            List<Future<Corpus.Entry>> futures = new ArrayList<>();
            for (String[] p : plan) {
                futures.add(pool.submit(() -> Corpus.run(registry, dir, p[0], p[1], p[2], p[3])));
            }
            List<Corpus.Entry> out = new ArrayList<>();
            for (Future<Corpus.Entry> f : futures) {
                try {
                    out.add(f.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r;
                    }
                    throw e;
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
