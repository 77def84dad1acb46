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
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;

/**
 * A hand-computed schedule: the jobs CSV format ({@code id,submit,runtime,procs[,estimate]})
 * extended with an {@code expected_start} column and an optional {@code user} column (the job's
 * user, for per-user runtime predictors). Lines starting with {@code #} are comments; one
 * of them reads {@code # scheduler: SPEC  machine: MACHINE:N}, optionally followed by {@code
 * passes: MODE} (default {@code per-time}) and {@code  events: ORDER} (an {@link EventOrder}
 * spelling, default {@code departures-first}). The machine is one of the test machines ({@link
 * Machines}): {@code flat:N}, where counts decide what fits, or {@code line:N}, where a job needs a
 * contiguous run of ids, so that topology decides: a policy that plans on counts where it should
 * plan on placements (EASY keeping the head's reservation, say) passes a golden schedule on {@code
 * flat} and fails one on {@code line}.
 *
 * <pre>{@code
 * GoldenSchedule g = GoldenSchedule.read(file);
 * Map<Integer, Double> starts = ScheduleRun.starts(scheduler(g.scheduler()), g.allocator(), g.jobs(),
 *         null, g.passes(), g.events());
 * assertThat(starts).containsExactlyInAnyOrderEntriesOf(g.expected());
 * }</pre>
 *
 * @param scheduler the scheduler spec
 * @param machine the test machine's name, {@code flat} or {@code line}
 * @param capacity processors of the machine
 * @param passes the pass mode the schedule was computed for
 * @param events the engine's order of same-second events
 * @param jobs the workload, in file order
 * @param expected the expected start time of every job, by id
 */
public record GoldenSchedule(
        String scheduler,
        String machine,
        int capacity,
        PassMode passes,
        EventOrder events,
        List<Job> jobs,
        Map<Integer, Double> expected) {
    private static final Pattern HEADER =
            Pattern.compile("#\\s*scheduler:\\s*(\\S+)\\s+machine:\\s*(" + String.join("|", Machines.NAMES) + "):(\\d+)"
                    + "(?:\\s+passes:\\s*(\\S+))?(?:\\s+events:\\s*(\\S+))?\\s*");

    public static GoldenSchedule read(Path file) throws IOException {
        String scheduler = null;
        String machine = null;
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
                    machine = m.group(2);
                    capacity = Integer.parseInt(m.group(3));
                    if (m.group(4) != null) {
                        passes = PassMode.parse("passes", m.group(4));
                    }
                    if (m.group(5) != null) {
                        events = EventOrder.parse("events", m.group(5));
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
            throw new IllegalArgumentException(
                    file + ": missing '# scheduler: SPEC  machine: flat:N' (or line:N) line");
        }
        return new GoldenSchedule(scheduler, machine, capacity, passes, events, jobs, expected);
    }

    /** A fresh, empty allocator of the schedule's machine. */
    public Allocator allocator() {
        return Machines.allocator(machine, capacity);
    }

    private static String cell(List<String> columns, List<String> cells, String name) {
        int i = columns.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("missing column " + name + " in " + columns);
        }
        return cells.get(i);
    }
}
