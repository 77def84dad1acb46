package org.schedlab.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;

/**
 * A hand-computed schedule: the jobs CSV format ({@code id,submit,runtime,procs[,estimate]})
 * extended with an {@code expected_start} column and an optional {@code user} column (the job's
 * user, for per-user runtime predictors). Lines starting with {@code #} are comments; one
 * of them reads {@code # scheduler: SPEC  machine: flat:N}, optionally followed by {@code  passes:
 * MODE} (default {@code per-time}) and {@code  events: ORDER} (an {@link EventOrder} spelling,
 * default {@code departures-first}).
 *
 * @param scheduler the scheduler spec
 * @param capacity processors of the flat machine
 * @param passes the pass mode the schedule was computed for
 * @param events the engine's order of same-second events
 * @param jobs the workload, in file order
 * @param expected the expected start time of every job, by id
 */
public record GoldenSchedule(
        String scheduler,
        int capacity,
        PassMode passes,
        EventOrder events,
        List<Job> jobs,
        Map<Integer, Double> expected) {
    private static final Pattern HEADER = Pattern.compile("#\\s*scheduler:\\s*(\\S+)\\s+machine:\\s*flat:(\\d+)"
            + "(?:\\s+passes:\\s*(\\S+))?(?:\\s+events:\\s*(\\S+))?\\s*");

    public static GoldenSchedule read(Path file) throws IOException {
        String scheduler = null;
        int capacity = 0;
        PassMode passes = PassMode.PER_TIME;
        EventOrder events = EventOrder.DEFAULT;
        List<String> columns = null;
        List<Job> jobs = new ArrayList<>();
        Map<Integer, Double> expected = new LinkedHashMap<>();
        int lineNo = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNo++;
            String s = line.strip();
            if (s.isEmpty()) {
                continue;
            }
            if (s.startsWith("#")) {
                Matcher m = HEADER.matcher(s);
                if (m.matches()) {
                    scheduler = m.group(1);
                    capacity = Integer.parseInt(m.group(2));
                    if (m.group(3) != null) {
                        passes = PassMode.parse("passes", m.group(3));
                    }
                    if (m.group(4) != null) {
                        events = EventOrder.parse("events", m.group(4));
                    }
                }
                continue;
            }
            List<String> cells = Arrays.asList(s.split("\\s*,\\s*", -1));
            if (columns == null) {
                columns = cells;
                continue;
            }
            if (cells.size() != columns.size()) {
                throw new IllegalArgumentException(file + ":" + lineNo + ": expected " + columns.size() + " cells");
            }
            int id = Integer.parseInt(cell(columns, cells, "id"));
            double runtime = Double.parseDouble(cell(columns, cells, "runtime"));
            double estimate =
                    columns.contains("estimate") ? Double.parseDouble(cell(columns, cells, "estimate")) : runtime;
            int procs = Integer.parseInt(cell(columns, cells, "procs"));
            int user = columns.contains("user") ? Integer.parseInt(cell(columns, cells, "user")) : Job.NO_USER;
            jobs.add(new Job(
                    id,
                    Double.parseDouble(cell(columns, cells, "submit")),
                    runtime,
                    estimate,
                    procs,
                    new ProcessorRequest(procs),
                    user));
            expected.put(id, Double.parseDouble(cell(columns, cells, "expected_start")));
        }
        if (scheduler == null) {
            throw new IllegalArgumentException(file + ": missing '# scheduler: SPEC  machine: flat:N' line");
        }
        return new GoldenSchedule(scheduler, capacity, passes, events, jobs, expected);
    }

    private static String cell(List<String> columns, List<String> cells, String name) {
        int i = columns.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("missing column " + name + " in " + columns);
        }
        return cells.get(i);
    }
}
