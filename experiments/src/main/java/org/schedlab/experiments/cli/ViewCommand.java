package org.schedlab.experiments.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.experiments.view.ScheduleCsv;
import org.schedlab.experiments.view.ViewPage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code schedlab view}: a self-contained HTML page that draws a schedule CSV. */
@Command(
        name = "view",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Draw a schedule (simulate --schedule-out) as one self-contained HTML page: a Gantt chart for"
                    + " flat, fat-tree and multicluster machines (and the tree at a time for fat trees), the"
                    + " occupancy over time for meshes, the Ousterhout matrix slot by slot for gang machines,"
                    + " and utilization and queue length over time for every machine. Opens offline.",
            "Same as simulate --view FILE.html."
        })
final class ViewCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(index = "0", paramLabel = "SCHEDULE.csv", description = "a schedule CSV (simulate --schedule-out)")
    Path schedule;

    @Option(
            names = {"-o", "--out"},
            paramLabel = "FILE.html",
            description = "the page to write (default: the schedule's name with .html)")
    Path out;

    @Option(
            names = "--machine",
            paramLabel = "SPEC",
            description = "the machine, for schedules written before the CSV had a machine column")
    String machine;

    @Option(
            names = "--unit",
            defaultValue = "",
            description = "the time unit for the axes, e.g. s (default: the workload's unit, unnamed)")
    String unit;

    @Override
    public Integer call() {
        Path target = out != null ? out : defaultTarget(schedule);
        ViewPage.checkWritable(out != null ? "--out" : "view", target);
        long t0 = System.nanoTime();
        Schedule s = ScheduleCsv.read(schedule, machine);
        ViewPage.write(s, schedule.toString(), unit, target);
        command.commandLine()
                .getErr()
                .printf(
                        Locale.ROOT,
                        "view: %s (%d jobs, written in %.1f s)%n",
                        target,
                        s.jobs().size(),
                        (System.nanoTime() - t0) / 1e9);
        return 0;
    }

    private static Path defaultTarget(Path csv) {
        String name = csv.getFileName().toString();
        String base = name.toLowerCase(Locale.ROOT).endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return csv.resolveSibling(base + ".html");
    }
}
