package org.schedlab.experiments.view;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.experiments.repro.plan.AtomicFiles;

/**
 * The diff mode of the schedule view ({@code compare A B --view FILE.html}): one self-contained page
 * that draws two schedules of the same jobs on one time axis. Each job is a row (jobs in submit
 * order, then id): its run in A above its run in B, grey where both start at the same time,
 * coloured where they do not (A blue, B orange), with a histogram of {@code start(B) - start(A)}
 * over the divergent jobs. Wheel zooms time, shift+wheel zooms rows, drag pans, double click resets;
 * hovering a row shows the job's numbers. No network at view time: the script ({@code
 * see/diff.js}) and the data are inlined.
 */
public final class DiffPage {
    private DiffPage() {}

    /**
     * Writes the page (atomically).
     *
     * @param nameA where {@code a} came from, for the page
     * @param nameB where {@code b} came from
     */
    public static void write(Schedule a, Schedule b, String nameA, String nameB, Path file) {
        Map<Integer, Schedule.Job> inB = new HashMap<>();
        for (Schedule.Job j : b.jobs()) {
            inB.put(j.id(), j);
        }
        List<Schedule.Job[]> rows = new ArrayList<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (Schedule.Job j : a.jobs()) {
            seen.add(j.id());
            rows.add(new Schedule.Job[] {j, inB.get(j.id())});
        }
        for (Schedule.Job j : b.jobs()) {
            if (!seen.contains(j.id())) {
                rows.add(new Schedule.Job[] {null, j});
            }
        }
        rows.sort(Comparator.comparingDouble((Schedule.Job[] r) -> (r[0] != null ? r[0] : r[1]).submit())
                .thenComparingInt(r -> (r[0] != null ? r[0] : r[1]).id()));
        int n = rows.size();
        int[] id = new int[n];
        double[] submit = new double[n];
        Double[] sa = new Double[n];
        Double[] ea = new Double[n];
        Double[] sb = new Double[n];
        Double[] eb = new Double[n];
        int[] procs = new int[n];
        int divergent = 0;
        for (int i = 0; i < n; i++) {
            Schedule.Job x = rows.get(i)[0];
            Schedule.Job y = rows.get(i)[1];
            Schedule.Job any = x != null ? x : y;
            id[i] = any.id();
            submit[i] = any.submit();
            procs[i] = any.procs();
            sa[i] = x == null ? null : x.start();
            ea[i] = x == null ? null : x.end();
            sb[i] = y == null ? null : y.start();
            eb[i] = y == null ? null : y.end();
            divergent += x == null || y == null || x.start() != y.start() ? 1 : 0;
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("a", nameA);
        data.put("b", nameB);
        data.put("id", id);
        data.put("submit", submit);
        data.put("startA", sa);
        data.put("endA", ea);
        data.put("startB", sb);
        data.put("endB", eb);
        data.put("procs", procs);
        String title = "Schedules compared: " + divergent + " of " + n + " jobs diverge";
        try {
            AtomicFiles.write(file, w -> {
                w.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>");
                w.write(Assets.html(title));
                w.write("</title>\n<style>\n");
                w.write(Assets.own("diff.css"));
                w.write("</style>\n</head>\n<body>\n<h1>");
                w.write(Assets.html(title));
                w.write("</h1>\n<p class=\"meta\">A: <span class=\"a\">");
                w.write(Assets.html(nameA));
                w.write("</span>; B: <span class=\"b\">");
                w.write(Assets.html(nameB));
                w.write("</span>. One row per job in submit order: its run in A above its run in B, grey where both"
                        + " start at the same time.</p>\n<div class=\"controls\"><label><input id=\"only\""
                        + " type=\"checkbox\"> divergent jobs only</label><span class=\"hint\">wheel: zoom time,"
                        + " shift+wheel: zoom rows, drag: pan, double click: reset</span></div>\n"
                        + "<canvas id=\"diff\"></canvas>\n<h2>start(B) - start(A) over the divergent jobs</h2>\n"
                        + "<canvas id=\"hist\"></canvas>\n<div id=\"tip\"></div>\n"
                        + "<script id=\"schedlab-diff\" type=\"application/json\">");
                w.write(Assets.scriptSafe(new ObjectMapper().writeValueAsString(data)));
                w.write("</script>\n<script>\n");
                w.write(Assets.scriptSafe(Assets.own("diff.js")));
                w.write("\n</script>\n</body>\n</html>\n");
            });
        } catch (IOException e) {
            throw AtomicFiles.writeFailed("--view", file, e);
        }
    }
}
