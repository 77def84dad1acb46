package org.schedlab.gang.matrix;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.schedlab.core.job.Job;

/**
 * A job in the Ousterhout matrix: its buddy block (the same processors in every row it occupies),
 * the cells it holds in each of those rows (the whole block, or with {@link Blocks#PARTIAL} the
 * first {@code p} processors of it), the rows holding a copy of it, which copy is its own (the
 * others are extra copies gained in free slots), and the work done so far in slots.
 */
public final class GangJob {
    private final Job job;
    private final long order;
    private final Block block;
    private final int runtime;
    private final int width;
    private final List<Row> rows = new ArrayList<>(2);
    private Row primary;
    private int done;

    /**
     * @param job the workload job; its runtime is a whole number of slots {@code >= 1}
     * @param order arrival order (tie-break for extra slots)
     * @param block the buddy block the job runs on, at least {@code job.procs()} wide
     */
    public GangJob(Job job, long order, Block block) {
        this(job, order, block, Blocks.WHOLE);
    }

    /**
     * @param job the workload job; its runtime is a whole number of slots {@code >= 1}
     * @param order arrival order (tie-break for extra slots)
     * @param block the buddy block the job runs on, at least {@code job.procs()} wide
     * @param blocks whether the job holds the whole block or only its first {@code job.procs()}
     *     processors
     */
    public GangJob(Job job, long order, Block block, Blocks blocks) {
        if (block.size() < job.procs()) {
            throw new IllegalArgumentException(
                    "job " + job.id() + " of " + job.procs() + " processors in block " + block + " of " + block.size());
        }
        double r = Math.ceil(job.runtime());
        this.job = job;
        this.order = order;
        this.block = block;
        this.runtime = (int) Math.max(1, r);
        this.width = blocks == Blocks.PARTIAL ? job.procs() : block.size();
    }

    public Job job() {
        return job;
    }

    /** Arrival order, 0 for the first job of a run. */
    public long order() {
        return order;
    }

    public Block block() {
        return block;
    }

    /**
     * One past the last processor the job holds: {@code block().end()} for a job holding its
     * whole block, {@code block().start() + processors()} for one on part of it. The job holds
     * {@code [block().start(), cellsEnd())} in every row it occupies.
     */
    public int cellsEnd() {
        return block.start() + width;
    }

    /** Whether the job holds only part of its block ({@link Blocks#PARTIAL} and a size below it). */
    public boolean partial() {
        return width < block.size();
    }

    /** Whether the job holds a processor of {@code b} (in the rows it occupies). */
    public boolean holdsAnyOf(Block b) {
        return b.start() < cellsEnd() && block.start() < b.end();
    }

    /** Active processors (the job's own size; the rest of its block is internal fragmentation). */
    public int processors() {
        return job.procs();
    }

    /** Runtime in slots: the job's runtime rounded up, at least 1. */
    public int runtime() {
        return runtime;
    }

    /** Slots of work done so far. */
    public int done() {
        return done;
    }

    /** Adds one slot of work; returns whether the job has now finished. */
    public boolean work() {
        done++;
        return done >= runtime;
    }

    /** The rows holding a copy of this job, the job's own first; read-only. */
    public List<Row> rows() {
        return Collections.unmodifiableList(rows);
    }

    /** The row holding the job's own copy, or null when the job is not in the matrix. */
    public Row primary() {
        return primary;
    }

    /** Number of copies (1 + extra copies). */
    public int copies() {
        return rows.size();
    }

    /** Whether the copy in {@code row} is an extra one (not the job's own). */
    public boolean isExtraIn(Row row) {
        return row != primary;
    }

    void addRow(Row row, boolean extra) {
        if (!extra) {
            if (primary != null) {
                throw new IllegalStateException("job " + job.id() + " already has its own copy");
            }
            primary = row;
            rows.add(0, row);
        } else {
            if (primary == null) {
                throw new IllegalStateException("job " + job.id() + " gets an extra copy before its own");
            }
            rows.add(row);
        }
    }

    void removeRow(Row row) {
        rows.remove(rows.lastIndexOf(row));
        if (row == primary) {
            primary = null;
        }
    }

    void moveRow(Row from, Row to) {
        int i = rows.indexOf(from);
        rows.set(i, to);
        if (primary == from) {
            primary = to;
        }
    }

    @Override
    public String toString() {
        return "J" + job.id() + "@" + block;
    }
}
