package org.schedlab.experiments.fattree2009;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.schedlab.experiments.fattree2009.Fattree2009Runner.LoadedTrace;
import org.schedlab.experiments.fattree2009.Fattree2009Runner.Options;
import org.schedlab.experiments.fattree2009.Fattree2009Runner.Outcome;

/**
 * Writes the fat-tree reproduction's CSVs, charts and {@code report.md} from the outcomes. Every
 * number is formatted with {@link Locale#ROOT}; everything except {@code timings.csv} and the
 * elapsed time in the report depends only on the inputs.
 */
final class Fattree2009Report {
    /** Fig. 4 = LLNL total, Fig. 5 = LLNL wait, Fig. 6 = SDSC total, Fig. 7 = HPC2N total. */
    private static final List<String[]> FIGURES = List.of(
            new String[] {"fig4", "LLNL", "total"},
            new String[] {"fig5", "LLNL", "wait"},
            new String[] {"fig6", "SDSC", "total"},
            new String[] {"fig7", "HPC2N", "total"});

    private final List<Outcome> outcomes;

    private Fattree2009Report(List<Outcome> outcomes) {
        this.outcomes = outcomes;
    }

    static void write(
            Options options, List<LoadedTrace> traces, List<String> missing, List<Outcome> outcomes, double elapsed)
            throws IOException {
        Files.createDirectories(options.out());
        Fattree2009Report r = new Fattree2009Report(outcomes);
        Path out = options.out();
        write(out.resolve("runs.csv"), r.runsCsv());
        write(out.resolve("timings.csv"), r.timingsCsv());
        write(out.resolve("fig3.csv"), r.fig3Csv(traces));
        for (String[] f : FIGURES) {
            if (traces.stream().anyMatch(t -> t.trace().label().equals(f[1]))) {
                Path csv = out.resolve(f[0] + ".csv");
                write(csv, r.figureCsv(f[1], f[2]));
                Fattree2009Charts.write(
                        csv,
                        out.resolve(f[0] + ".png"),
                        f[0] + ": " + f[1] + ", mean " + (f[2].equals("total") ? "total time (wait + run)" : "wait")
                                + " [s]");
            }
        }
        write(out.resolve("breakeven.csv"), r.breakEvenCsv(traces));
        write(out.resolve("load.csv"), loadCsv(traces));
        write(out.resolve("report.md"), r.report(options, traces, missing, elapsed));
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    static String num(double x) {
        if (Double.isNaN(x)) {
            return "";
        }
        if (x == Math.rint(x) && Math.abs(x) < 1e15) {
            return Long.toString((long) x);
        }
        return String.format(Locale.ROOT, "%.6g", x)
                .replaceAll("(\\.\\d*?)0+(e|$)", "$1$2")
                .replace(".e", "e");
    }

    private static String fixed(double x, int digits) {
        return Double.isNaN(x) ? "-" : String.format(Locale.ROOT, "%." + digits + "f", x);
    }

    private static String percent(double x) {
        return Double.isNaN(x) ? "none <= 50%" : String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }

    private String runsCsv() {
        StringBuilder sb = new StringBuilder("trace,scheduler,allocator,speedup,jobs,meanWait,maxWait,meanTotal\n");
        for (Outcome o : outcomes) {
            sb.append(String.join(
                            ",",
                            o.point().trace().label(),
                            o.point().scheduler(),
                            o.point().allocator(),
                            num(o.point().speedup()),
                            Long.toString(o.jobs()),
                            num(o.meanWait()),
                            num(o.maxWait()),
                            num(o.meanTotal())))
                    .append('\n');
        }
        return sb.toString();
    }

    private String timingsCsv() {
        StringBuilder sb = new StringBuilder("trace,scheduler,allocator,speedup,seconds\n");
        for (Outcome o : outcomes) {
            sb.append(String.join(
                            ",",
                            o.point().trace().label(),
                            o.point().scheduler(),
                            o.point().allocator(),
                            num(o.point().speedup()),
                            String.format(Locale.ROOT, "%.3f", o.seconds())))
                    .append('\n');
        }
        return sb.toString();
    }

    private Outcome find(String trace, String scheduler, String allocator, double speedup) {
        for (Outcome o : outcomes) {
            Fattree2009Runner.Point p = o.point();
            if (p.trace().label().equals(trace)
                    && p.scheduler().equals(scheduler)
                    && p.allocator().equals(allocator)
                    && p.speedup() == speedup) {
                return o;
            }
        }
        return null;
    }

    private Outcome baseline(String trace, String scheduler) {
        return Objects.requireNonNull(find(trace, scheduler, "noncontiguous", 0));
    }

    /**
     * Mean wait at speed-up 0 over the non-contiguous mean wait (Fig. 3); NaN when the
     * non-contiguous jobs never wait (the ratio is undefined).
     */
    double relativeWait(String trace, String scheduler, String allocator) {
        double base = baseline(trace, scheduler).meanWait();
        return base > 0 ? find(trace, scheduler, allocator, 0).meanWait() / base : Double.NaN;
    }

    private List<Outcome> series(String trace, String scheduler, String allocator) {
        List<Outcome> s = new ArrayList<>();
        for (Outcome o : outcomes) {
            Fattree2009Runner.Point p = o.point();
            if (p.trace().label().equals(trace)
                    && p.scheduler().equals(scheduler)
                    && p.allocator().equals(allocator)) {
                s.add(o);
            }
        }
        return s;
    }

    double breakEven(String trace, String scheduler, String allocator) {
        List<Outcome> s = series(trace, scheduler, allocator);
        return BreakEven.of(
                s.stream().map(o -> o.point().speedup()).toList(),
                s.stream().map(Outcome::meanTotal).toList(),
                baseline(trace, scheduler).meanTotal());
    }

    private static List<String> locality() {
        return Fattree2009Published.ALLOCATORS.subList(1, Fattree2009Published.ALLOCATORS.size());
    }

    private String fig3Csv(List<LoadedTrace> traces) {
        StringBuilder sb = new StringBuilder("trace,scheduler,allocator,relativeWait\n");
        for (LoadedTrace t : traces) {
            for (String sched : Fattree2009Published.SCHEDULERS) {
                for (String a : locality()) {
                    sb.append(String.join(
                                    ",",
                                    t.trace().label(),
                                    sched,
                                    a,
                                    num(relativeWait(t.trace().label(), sched, a))))
                            .append('\n');
                }
            }
        }
        return sb.toString();
    }

    /** Tidy series for one figure: {@code series,x,value}, series = SCHEDULER/ALLOCATOR, x in %. */
    private String figureCsv(String trace, String metric) {
        StringBuilder sb = new StringBuilder("series,x,value\n");
        ToDoubleFunction<Outcome> value = metric.equals("total") ? Outcome::meanTotal : Outcome::meanWait;
        for (String sched : Fattree2009Published.SCHEDULERS) {
            for (String a : Fattree2009Published.ALLOCATORS) {
                List<Outcome> s = series(trace, sched, a);
                if (a.equals("noncontiguous")) {
                    // never accelerated: a flat line over the speed-up axis
                    List<Outcome> any = series(trace, sched, "contiguous");
                    for (Outcome x : any) {
                        sb.append(sched)
                                .append('/')
                                .append(a)
                                .append(',')
                                .append(num(100 * x.point().speedup()))
                                .append(',')
                                .append(num(value.applyAsDouble(s.get(0))))
                                .append('\n');
                    }
                    continue;
                }
                for (Outcome o : s) {
                    sb.append(sched)
                            .append('/')
                            .append(a)
                            .append(',')
                            .append(num(100 * o.point().speedup()))
                            .append(',')
                            .append(num(value.applyAsDouble(o)))
                            .append('\n');
                }
            }
        }
        return sb.toString();
    }

    private String breakEvenCsv(List<LoadedTrace> traces) {
        StringBuilder sb = new StringBuilder("trace,scheduler,allocator,breakEven,paperLow,paperHigh\n");
        for (LoadedTrace t : traces) {
            Fattree2009Published.Trace p = t.trace();
            for (String sched : Fattree2009Published.SCHEDULERS) {
                for (String a : locality()) {
                    sb.append(String.join(
                                    ",",
                                    p.label(),
                                    sched,
                                    a,
                                    num(breakEven(p.label(), sched, a)),
                                    num(p.breakEvenLow()),
                                    num(p.breakEvenHigh())))
                            .append('\n');
                }
            }
        }
        return sb.toString();
    }

    private static String loadCsv(List<LoadedTrace> traces) {
        StringBuilder sb = new StringBuilder(
                "trace,file,installed,treeNodes,jobsKept,jobsSimulated,paperJobs,loadInstalled,loadTree,paperLoad\n");
        for (LoadedTrace t : traces) {
            Fattree2009Published.Trace p = t.trace();
            sb.append(String.join(
                            ",",
                            p.label(),
                            p.file(),
                            Integer.toString(p.installed()),
                            Long.toString(Math.round(Math.pow(p.k(), p.n()))),
                            Long.toString(t.keptJobs()),
                            Integer.toString(t.jobs().size()),
                            Integer.toString(p.paperJobs()),
                            num(t.loadInstalled()),
                            num(t.loadTree()),
                            num(p.paperLoad())))
                    .append('\n');
        }
        return sb.toString();
    }

    private String report(Options options, List<LoadedTrace> traces, List<String> missing, double elapsed) {
        StringBuilder md = new StringBuilder();
        md.append("# fattree-2009: topology-aware allocation on k-ary n-trees\n\n")
                .append("Pascual, Navaridas, Miguel-Alonso, \"Effects of topology-aware allocation policies on")
                .append(" scheduling performance\", JSSPP 2009. Standalone runner ")
                .append("`org.schedlab.experiments.fattree2009.Fattree2009Runner`.\n\n");
        md.append(String.format(
                Locale.ROOT,
                "Mode: %s (%s jobs per trace, speed-ups %s). Profile `%s`, one scheduling pass per timestamp."
                        + " Times in seconds. Elapsed: %.1f s on %d threads.%n%n",
                options.quick() ? "quick" : "full",
                options.jobs() == 0 ? "all" : Integer.toString(options.jobs()),
                options.speedups().stream().map(x -> num(100 * x) + "%").toList(),
                Fattree2009Published.PROFILE,
                elapsed,
                options.threads()));
        for (String m : missing) {
            md.append("SKIPPED (trace not found): ").append(m).append("\n\n");
        }
        md.append("The shared traces are the archive's cleaned logs; the paper used the raw HPC2N and Thunder logs")
                .append(" and SDSC Blue version 4.1 cleaned, so job counts differ and equal numbers are not expected.")
                .append(" Each point is one deterministic run: there is no interval to judge the claims on.\n\n");

        md.append("## Traces and offered load (eq. 2)\n\n")
                .append("| trace | tree | installed | jobs kept (ours) | paper jobs | load, P = installed | ")
                .append("load, P = tree nodes | paper load |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (LoadedTrace t : traces) {
            Fattree2009Published.Trace p = t.trace();
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %d-ary %d-tree | %d | %,d | %,d | %s | %s | %s |%n",
                    p.label(),
                    p.k(),
                    p.n(),
                    p.installed(),
                    t.keptJobs(),
                    p.paperJobs(),
                    fixed(t.loadInstalled(), 3),
                    fixed(t.loadTree(), 3),
                    fixed(p.paperLoad(), 2)));
        }

        md.append("\n## Fig. 3: mean wait relative to non-contiguous (speed-up 0)\n\n")
                .append("| trace | scheduler | non-contiguous mean wait [s] |");
        locality().forEach(a -> md.append(' ').append(a).append(" |"));
        md.append("\n|---|---|---:|");
        locality().forEach(a -> md.append("---:|"));
        md.append('\n');
        for (LoadedTrace t : traces) {
            String label = t.trace().label();
            for (String sched : Fattree2009Published.SCHEDULERS) {
                md.append("| ")
                        .append(label)
                        .append(" | ")
                        .append(sched)
                        .append(" | ")
                        .append(fixed(baseline(label, sched).meanWait(), 1))
                        .append(" |");
                for (String a : locality()) {
                    md.append(' ')
                            .append(fixed(relativeWait(label, sched, a), 2))
                            .append(" |");
                }
                md.append('\n');
            }
        }
        md.append("\n\"-\": the non-contiguous jobs never waited, the ratio is undefined.\n");

        md.append("\n## Figs. 4-7: mean total time [s] against speed-up\n\n")
                .append("Mean wait series are in `runs.csv` (Fig. 5 is `fig5.csv`).\n\n");
        for (LoadedTrace t : traces) {
            String label = t.trace().label();
            for (String sched : Fattree2009Published.SCHEDULERS) {
                md.append("**")
                        .append(label)
                        .append(", ")
                        .append(sched)
                        .append("** (non-contiguous: ")
                        .append(fixed(baseline(label, sched).meanTotal(), 0))
                        .append(")\n\n| speed-up |");
                locality().forEach(a -> md.append(' ').append(a).append(" |"));
                md.append("\n|---:|");
                locality().forEach(a -> md.append("---:|"));
                md.append('\n');
                for (Outcome o : series(label, sched, "contiguous")) {
                    double x = o.point().speedup();
                    md.append("| ").append(num(100 * x)).append("% |");
                    for (String a : locality()) {
                        md.append(' ')
                                .append(fixed(find(label, sched, a, x).meanTotal(), 0))
                                .append(" |");
                    }
                    md.append('\n');
                }
                md.append('\n');
            }
        }

        md.append("## Break-even speed-up (mean total time no worse than non-contiguous)\n\n")
                .append("| trace | scheduler |");
        locality().forEach(a -> md.append(' ').append(a).append(" |"));
        md.append(" paper |\n|---|---|");
        locality().forEach(a -> md.append("---:|"));
        md.append("---|\n");
        for (LoadedTrace t : traces) {
            Fattree2009Published.Trace p = t.trace();
            for (String sched : Fattree2009Published.SCHEDULERS) {
                md.append("| ").append(p.label()).append(" | ").append(sched).append(" |");
                for (String a : locality()) {
                    md.append(' ')
                            .append(percent(breakEven(p.label(), sched, a)))
                            .append(" |");
                }
                md.append(String.format(
                        Locale.ROOT, " %.0f-%.0f%% |%n", 100 * p.breakEvenLow(), 100 * p.breakEvenHigh()));
            }
        }

        md.append("\n## The paper's claims, as measured\n\n");
        claims(traces)
                .forEach((claim, verdict) -> md.append("- ")
                        .append(claim)
                        .append(": ")
                        .append(verdict)
                        .append('\n'));
        return md.toString();
    }

    /** Each claim of sections 5-7 with what the runs show; "holds" or "does not hold" plus the numbers. */
    Map<String, String> claims(List<LoadedTrace> traces) {
        Map<String, String> c = new LinkedHashMap<>();
        List<String> labels = traces.stream().map(t -> t.trace().label()).toList();
        double worst = 0;
        String worstAt = "";
        for (String label : labels) {
            for (String sched : Fattree2009Published.SCHEDULERS) {
                double r = relativeWait(label, sched, "contiguous");
                if (!Double.isNaN(r) && r > worst) {
                    worst = r;
                    worstAt = label + "/" + sched;
                }
            }
        }
        c.put(
                "contiguous waits up to ~" + num(Fattree2009Published.WORST_RELATIVE_WAIT)
                        + "x non-contiguous at speed-up 0 (Fig. 3)",
                String.format(Locale.ROOT, "largest ratio %.1fx (%s)", worst, worstAt));

        c.put(
                "quasi-contiguous waits lie between non-contiguous and contiguous (Fig. 3)",
                verdict(labels, (label, sched) -> {
                    double cont = relativeWait(label, sched, "contiguous");
                    return Fattree2009Published.QCTS.stream().allMatch(q -> {
                        double r = relativeWait(label, sched, "quasi:" + q);
                        return Double.isNaN(r) || (r >= 1 && r <= cont);
                    });
                }));

        for (LoadedTrace t : traces) {
            Fattree2009Published.Trace p = t.trace();
            List<String> in = new ArrayList<>();
            int total = 0;
            for (String sched : Fattree2009Published.SCHEDULERS) {
                for (String a : locality()) {
                    double b = breakEven(p.label(), sched, a);
                    total++;
                    if (b >= p.breakEvenLow() - 1e-9 && b <= p.breakEvenHigh() + 1e-9) {
                        in.add(sched + "/" + a);
                    }
                }
            }
            c.put(
                    String.format(
                            Locale.ROOT,
                            "%s: break-even between %.0f%% and %.0f%% (section 6)",
                            p.label(),
                            100 * p.breakEvenLow(),
                            100 * p.breakEvenHigh()),
                    in.size() == total
                            ? "holds for all " + total + " policy/scheduler pairs"
                            : in.size() + " of " + total + " pairs in the range" + (in.isEmpty() ? "" : ": " + in));
        }

        c.put(
                "quasi-contiguous breaks even at lower speed-ups than contiguous (section 6)",
                verdict(labels, (label, sched) -> {
                    double cont = breakEven(label, sched, "contiguous");
                    return Fattree2009Published.QCTS.stream().allMatch(q -> {
                        double b = breakEven(label, sched, "quasi:" + q);
                        return Double.isNaN(cont) ? true : !Double.isNaN(b) && b <= cont;
                    });
                }));

        List<String> pairs = new ArrayList<>();
        int lower = 0;
        int n = 0;
        for (String label : labels) {
            for (String a : locality()) {
                double f = breakEven(label, "fcfs", a);
                double e = breakEven(label, "easy", a);
                n++;
                boolean ok = Double.isNaN(f) ? true : !Double.isNaN(e) && e <= f;
                if (ok) {
                    lower++;
                } else {
                    pairs.add(label + "/" + a);
                }
            }
        }
        c.put(
                "EASY lowers the break-even speed-up (section 6)",
                lower == n
                        ? "holds for all " + n + " trace/policy pairs"
                        : "holds for " + lower + " of " + n + "; not for " + pairs);

        List<String> gaps = new ArrayList<>();
        boolean closer = true;
        for (String label : labels) {
            List<String> g = new ArrayList<>();
            double prev = Double.POSITIVE_INFINITY;
            for (int q : Fattree2009Published.QCTS) {
                String a = "quasi:" + q;
                double gap = find(label, "fcfs", a, 0).meanTotal()
                        / find(label, "easy", a, 0).meanTotal();
                g.add(fixed(gap, 2));
                closer &= gap <= prev;
                prev = gap;
            }
            gaps.add(label + " " + g);
        }
        c.put(
                "larger qct brings FCFS and EASY closer (section 6; FCFS/EASY mean total time at speed-up 0,"
                        + " qct 10..40)",
                (closer ? "holds: " : "does not hold: ") + gaps);
        return c;
    }

    private interface PerSchedule {
        boolean test(String trace, String scheduler);
    }

    private static String verdict(List<String> labels, PerSchedule test) {
        List<String> failed = new ArrayList<>();
        int n = 0;
        for (String label : labels) {
            for (String sched : Fattree2009Published.SCHEDULERS) {
                n++;
                if (!test.test(label, sched)) {
                    failed.add(label + "/" + sched);
                }
            }
        }
        Predicate<List<String>> none = List::isEmpty;
        return none.test(failed)
                ? "holds for all " + n + " trace/scheduler pairs"
                : "does not hold for " + failed + " (" + (n - failed.size()) + " of " + n + " hold)";
    }
}
