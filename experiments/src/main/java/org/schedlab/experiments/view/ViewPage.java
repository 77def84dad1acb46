package org.schedlab.experiments.view;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.schedlab.core.registry.ViewLayout;
import org.schedlab.core.spec.BadInputException;

/**
 * Writes a schedule view: one self-contained HTML page (uPlot, our script and the data inlined; no
 * network at view time) that draws a run's schedule for its machine: a Gantt chart for flat,
 * fat-tree and multicluster machines (and the tree at a time for fat trees), the occupancy over time
 * for meshes, the Ousterhout matrix slot by slot for gang machines, the layout a machine of another
 * kind states ({@link ViewLayout}: a Gantt chart, with a 3D grid's z planes at a time for slices),
 * and for every machine the utilization and the queue length over time.
 */
public final class ViewPage {
    private ViewPage() {}

    /**
     * Checks that {@code target} can be written (its folder exists and is writable) before a run
     * spends time on it.
     *
     * @param option the option that named it, for messages
     */
    public static void checkWritable(String option, Path target) {
        org.schedlab.experiments.repro.plan.AtomicFiles.checkTarget(option, target);
        Path dir = target.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new BadInputException(option + " " + target + ": directory does not exist");
        }
        if (Files.isDirectory(target)) {
            throw new BadInputException(option + " " + target + ": is a directory");
        }
        if (!Files.isWritable(dir) || (Files.exists(target) && !Files.isWritable(target))) {
            throw new BadInputException(option + " " + target + ": cannot write (permission denied)");
        }
    }

    /**
     * Writes the page of {@code schedule} to {@code file} (atomically: a temporary file moved into
     * place).
     *
     * @param where where the schedule came from (a file, or the command line), for messages and the
     *     page
     * @param unit the time unit, for axis titles ("s" for traces, "time units" for models), or null
     * @param clock when time 0 was, for dates on the time axes (seconds then), or null: times in
     *     seconds are then shown as days and hours since time 0, other units as plain numbers
     */
    public static void write(Schedule schedule, String where, String unit, TraceClock clock, Path file) {
        MachineLayout m = MachineLayout.parse(where, schedule.machine());
        Map<String, Object> data = ViewData.of(schedule, m, where);
        data.put("source", where);
        data.put("unit", clock != null ? "s" : unit == null ? "" : unit);
        if (clock != null) {
            double first = Double.POSITIVE_INFINITY;
            double last = Double.NEGATIVE_INFINITY;
            for (Schedule.Job j : schedule.jobs()) {
                first = Math.min(first, j.submit());
                last = Math.max(last, j.end());
            }
            // the Gantt chart pans up to one span beyond either end
            double span = Math.max(1, last - first);
            data.put("unixStart", clock.unixStart());
            data.put("zone", clock.zoneName());
            data.put("offsets", clock.offsets(first - span, last + span));
        }
        String title = "Schedule of " + schedule.jobs().size() + " jobs on " + m.text();
        Path tmp = null;
        try {
            // not createTempFile: its owner-only permissions would stay with the page
            org.schedlab.experiments.repro.plan.AtomicFiles.checkTarget(null, file);
            tmp = org.schedlab.experiments.repro.plan.AtomicFiles.createTemporary(file, ".partial");
            try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                w.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
                w.write(Assets.html(title));
                w.write("</title>\n<style>\n");
                w.write(Assets.uplotCss());
                w.write('\n');
                w.write(Assets.own("view.css"));
                w.write("</style>\n</head>\n<body>\n");
                w.write(body(m, title, where, schedule, clock != null ? "s" : unit, clock));
                w.write("<div id=\"tip\"></div>\n<script id=\"schedlab-data\" type=\"application/json\">");
                w.write(Assets.scriptSafe(new ObjectMapper().writeValueAsString(data)));
                w.write("</script>\n<script>\n");
                w.write(Assets.scriptSafe(Assets.uplotJs()));
                w.write("\n</script>\n<script>\n");
                w.write(Assets.scriptSafe(Assets.own("view.js")));
                if (ViewData.hasFairStarts(schedule.jobs())) {
                    w.write("\n</script>\n<script>\n");
                    w.write(Assets.scriptSafe(Assets.own("view-fair.js")));
                }
                w.write("\n</script>\n</body>\n</html>\n");
            }
            org.schedlab.experiments.repro.plan.AtomicFiles.commit(tmp, file, null);
        } catch (AccessDeniedException e) {
            throw new BadInputException("cannot write " + file + ": permission denied");
        } catch (NoSuchFileException e) {
            throw new BadInputException("cannot write " + file + ": no such directory");
        } catch (IOException e) {
            throw org.schedlab.experiments.repro.plan.AtomicFiles.writeFailed(null, file, e);
        } finally {
            org.schedlab.experiments.repro.plan.AtomicFiles.discard(tmp);
        }
    }

    private static String body(MachineLayout m, String title, String where, Schedule s, String unit, TraceClock clock) {
        StringBuilder b = new StringBuilder();
        b.append("<h1>").append(Assets.html(title)).append("</h1>\n");
        b.append("<p class=\"meta\">From ")
                .append(Assets.html(where))
                .append(". ")
                .append(Assets.html(
                        clock != null
                                ? "Times in s; dates in " + clock.zoneName()
                                        + (clock.zoneName().equals("UTC") ? "" : " (the trace's time zone)")
                                : "Times in " + (unit == null || unit.isEmpty() ? "the workload's unit" : unit)))
                .append(". ")
                .append(Assets.html(summary(s, m, clock)))
                .append("</p>\n");
        b.append("<div class=\"controls\"><label>colour by <select id=\"colour\">")
                .append("<option value=\"wait\">wait</option><option value=\"size\">size</option>")
                .append("<option value=\"user\">user</option><option value=\"job\">job</option></select></label>")
                .append("<span id=\"scale\"><span id=\"scale-text\"></span><canvas id=\"scale-bar\"></canvas></span>")
                .append("</div>\n");
        switch (m.kind()) {
            case "mesh" -> {
                b.append("<h2>Occupancy of the ")
                        .append(m.sizes().get(0))
                        .append(" x ")
                        .append(m.sizes().get(1))
                        .append(" mesh at time t</h2>\n");
                slider(b);
                // the mesh as large as the window allows, its fragmentation charts beside it
                b.append("<div class=\"pair\"><div class=\"panel fit\"><canvas id=\"mesh\"></canvas></div>")
                        .append("<div class=\"side\"><div id=\"frag\"></div><div id=\"fragpct\"></div></div></div>\n");
                b.append("<p class=\"hint\">Click a chart to move to a time; drag across it to zoom every chart,"
                        + " double click to zoom out. Where a pixel column holds several events, the line is their"
                        + " time average and the shaded band their range (lowest to highest). Fragmentation: the"
                        + " share of the free nodes outside the largest free submesh.</p>\n");
            }
            case "gang" -> {
                b.append("<h2>Ousterhout matrix at slot t (rows: time slots, columns: the ")
                        .append(m.capacity())
                        .append(" processors)</h2>\n");
                slider(b);
                b.append("<div class=\"panel fit\"><canvas id=\"matrix\"></canvas></div>\n");
                b.append("<p class=\"hint\">Each job fills its buddy block; the lighter part of a block is the cells"
                        + " it leaves idle, dashed outlines are extra copies.</p>\n");
                b.append("<div id=\"frag\"></div>\n");
            }
            default -> {
                b.append("<h2>Gantt chart: processors")
                        .append(m.kind().equals("multicluster") ? " (grouped by cluster)" : "")
                        .append(m.kind().equals("fattree") ? " (tree nodes)" : "")
                        .append(" over time</h2>\n");
                b.append("<div class=\"controls\"><button id=\"reset\">reset zoom</button><span class=\"hint\">wheel:"
                        + " zoom time, shift+wheel: zoom processors, drag: pan, double click: reset; hover a job for"
                        + " its numbers</span></div>\n");
                b.append("<div class=\"panel\"><canvas id=\"gantt\"></canvas></div>\n");
                if (m.kind().equals("fattree")) {
                    b.append("<h2>The tree at time t: nodes laid out by switch group (outlines: switches of"
                            + " each stage, thicker higher up)</h2>\n");
                    slider(b);
                    b.append("<div class=\"panel fit\"><canvas id=\"tree\"></canvas></div>\n");
                }
                if (m.kind().equals(ViewLayout.SLICES)) {
                    b.append("<h2>Occupancy of the ")
                            .append(m.sizes().get(0))
                            .append(" x ")
                            .append(m.sizes().get(1))
                            .append(" x ")
                            .append(m.sizes().get(2))
                            .append(m.sizes().get(3) == 1 ? " torus" : " mesh")
                            .append(" at time t, one square per z plane (x across, y down)</h2>\n");
                    slider(b);
                    b.append("<div class=\"panel fit\"><canvas id=\"slices\"></canvas></div>\n");
                }
            }
        }
        b.append("<h2>Utilization and queue over time</h2>\n<div id=\"util\"></div>\n<div id=\"queue\"></div>\n");
        b.append("<p class=\"hint\">Each pixel column shows the time average over its stretch of time (line)")
                .append(
                        m.kind().equals("gang")
                                ? ""
                                : " and, where the value changes within it, the lowest and highest values (shaded band)")
                .append(". Drag across a chart to zoom, double click to zoom out.</p>\n");
        if (!m.kind().equals("fattree")
                && !m.kind().equals("mesh")
                && !m.kind().equals(ViewLayout.SLICES)
                && !m.kind().equals("gang")) {
            b.append("<p id=\"info\" class=\"hint\"></p>\n");
        }
        return b.toString();
    }

    private static void slider(StringBuilder b) {
        b.append("<div class=\"controls\"><button id=\"play\">play</button>")
                .append("<input id=\"time\" type=\"range\"><span id=\"time-label\"></span>")
                .append("<span id=\"info\"></span></div>\n");
    }

    private static String summary(Schedule s, MachineLayout m, TraceClock clock) {
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        double wait = 0;
        double maxWait = 0;
        double area = 0;
        for (Schedule.Job j : s.jobs()) {
            first = Math.min(first, j.submit());
            last = Math.max(last, j.end());
            wait += j.waited();
            maxWait = Math.max(maxWait, j.waited());
            area += (j.end() - j.start()) * j.procs();
        }
        int n = s.jobs().size();
        String util = m.kind().equals("gang")
                ? ""
                : String.format(Locale.ROOT, ", utilization %.1f%%", 100 * area / (m.capacity() * (last - first)));
        return String.format(
                Locale.ROOT,
                "%d jobs from %s to %s: mean wait %s, max wait %s%s.",
                n,
                clock != null ? clock.format(first) : ViewNumbers.format(first),
                clock != null ? clock.format(last) : ViewNumbers.format(last),
                ViewNumbers.format(wait / n),
                ViewNumbers.format(maxWait),
                util);
    }
}
