package org.schedlab.experiments.view;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.metrics.PlacementMeasures;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.gang.matrix.GangJob;
import org.schedlab.gang.matrix.OusterhoutMatrix;
import org.schedlab.gang.matrix.Row;
import org.schedlab.gang.sim.MatrixListener;

/**
 * Turns a run's job events into schedule rows ({@link Schedule.Job}), handed to a sink as each
 * job ends (the schedule CSV writer, or a {@link Schedule.Builder} for a view). On a gang machine
 * it also follows the Ousterhout matrix ({@link MatrixListener}) and records every copy of a job:
 * the row, numbered in the order rows were created over the run (rows are appended at the end of
 * the cycle and deleted anywhere, so a row's position at a time is its rank among the rows alive
 * then), and the slots it held it.
 */
public final class ScheduleRecorder implements MatrixListener {
    private final Consumer<Schedule.Job> sink;
    private final ToIntFunction<Job> users;
    private final PlacementMeasures measures;
    private final double[] values;
    private final Map<Row, Integer> rowIds = new IdentityHashMap<>();
    private final Map<Job, Copies> copies = new IdentityHashMap<>();
    private int generation;

    /**
     * @param sink receives each job's row when it ends
     * @param users the user id written in a job's row (-1 when unknown)
     */
    public ScheduleRecorder(Consumer<Schedule.Job> sink, ToIntFunction<Job> users) {
        this(sink, users, PlacementMeasures.NONE);
    }

    /**
     * @param sink receives each job's row when it ends
     * @param users the user id written in a job's row (-1 when unknown)
     * @param measures the machine's per-job placement measures, written in each row
     */
    public ScheduleRecorder(Consumer<Schedule.Job> sink, ToIntFunction<Job> users, PlacementMeasures measures) {
        this.sink = sink;
        this.users = users;
        this.measures = measures;
        this.values = new double[measures.names().size()];
    }

    /** The open and closed copies of one running gang job. */
    private static final class Copies {
        final List<int[]> open = new ArrayList<>(); // {row, extra, generation seen}
        final List<Double> openFrom = new ArrayList<>();
        final StringBuilder closed = new StringBuilder();

        void close(int i, double to) {
            int[] c = open.get(i);
            if (closed.length() > 0) {
                closed.append(';');
            }
            closed.append(c[1] == 1 ? "*" : "")
                    .append(c[0])
                    .append(':')
                    .append(Sweep.format(openFrom.get(i)))
                    .append('-')
                    .append(Sweep.format(to));
            open.remove(i);
            openFrom.remove(i);
        }
    }

    @Override
    public void onMatrix(double now, OusterhoutMatrix matrix) {
        generation++;
        for (int r = 0; r < matrix.rows(); r++) {
            Row row = matrix.row(r);
            int rowId = rowIds.computeIfAbsent(row, k -> rowIds.size());
            for (int p = row.nextBusy(0); p >= 0; ) {
                GangJob j = row.cell(p);
                int extra = j.isExtraIn(row) ? 1 : 0;
                Copies c = copies.computeIfAbsent(j.job(), k -> new Copies());
                boolean found = false;
                for (int[] o : c.open) {
                    if (o[0] == rowId && o[1] == extra) {
                        o[2] = generation;
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    c.open.add(new int[] {rowId, extra, generation});
                    c.openFrom.add(now);
                }
                p = row.nextBusy(j.cellsEnd());
            }
        }
        for (Copies c : copies.values()) {
            for (int i = c.open.size() - 1; i >= 0; i--) {
                if (c.open.get(i)[2] != generation) {
                    c.close(i, now);
                }
            }
        }
    }

    @Override
    public void onEnd(Job job, Allocation allocation, double start, double end) {
        String slots = "";
        Copies c = copies.remove(job);
        if (c != null) {
            for (int i = c.open.size() - 1; i >= 0; i--) {
                c.close(i, end);
            }
            slots = c.closed.toString();
        }
        StringBuilder measured = new StringBuilder();
        if (values.length > 0) {
            measures.measure(allocation, values);
            for (int i = 0; i < values.length; i++) {
                measured.append(i == 0 ? "" : ",").append(Sweep.format(values[i]));
            }
        }
        sink.accept(new Schedule.Job(
                job.id(),
                job.submit(),
                start,
                end,
                allocation.processors(),
                allocation.describe(),
                users.applyAsInt(job),
                slots,
                job.runtime(),
                job.estimate(),
                measured.toString()));
    }
}
