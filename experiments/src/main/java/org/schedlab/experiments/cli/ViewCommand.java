package org.schedlab.experiments.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.experiments.view.ScheduleCsv;
import org.schedlab.experiments.view.TraceClock;
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
            description = "the time unit for the axes, e.g. s (seconds: shown as days and hours; default: the"
                    + " workload's unit, unnamed)")
    String unit;

    @Option(
            names = "--start-time",
            paramLabel = "TIME",
            description = "when time 0 was, as Unix seconds (a trace's UnixStartTime) or an ISO-8601 instant such"
                    + " as 2000-04-25T22:00:03Z: the time axes then show dates (times are seconds)")
    String startTime;

    @Option(
            names = "--time-zone",
            paramLabel = "ZONE",
            description = "with --start-time: the zone dates are shown in, e.g. US/Pacific (a trace's"
                    + " TimeZoneString) or +01:00 (default: UTC)")
    String timeZone;

    @Override
    public Integer call() {
        if (timeZone != null && startTime == null) {
            throw new BadInputException("--time-zone " + timeZone + ": needs --start-time (when time 0 was)");
        }
        TraceClock clock = startTime == null ? null : TraceClock.parse(startTime, timeZone);
        Path target = out != null ? out : defaultTarget(schedule);
        new CommandFiles()
                .input("view", schedule)
                .output(out != null ? "--out" : "view", target)
                .check();
        ViewPage.checkWritable(out != null ? "--out" : "view", target);
        long t0 = System.nanoTime();
        Schedule s = ScheduleCsv.read(schedule, machine);
        ViewPage.write(s, schedule.toString(), unit, clock, target);
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
