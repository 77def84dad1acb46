package org.schedlab.gang.matrix;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Ousterhout matrix of gang scheduling (J. K. Ousterhout, ICDCS 1982): rows are time slots,
 * served round-robin, columns are processors; a cell holds at most one job. A job occupies the same
 * buddy block in every row it appears in (at most once per row); copies beyond its own are extra
 * slots (Zhou, Walsh and Brent, JSSPP 2000, section 3).
 *
 * <p>Re-packing uses only legal shifts: all processes of a job move together from one row to
 * another on the same processors, so no process ever migrates ({@link #makeIdle}).
 *
 * <p>Two workload trees are kept up to date with every change: {@link #freeTree()} counts idle
 * cells, {@link #freeOrExtraTree()} also counts cells held by extra copies (the tree BRMMS uses,
 * since extra copies give way to new arrivals). A shift changes no leaf (a processor keeps its
 * number of idle slots), a placement or removal changes the leaves of one block, adding or
 * deleting an empty row every leaf.
 *
 * <p>The row cursor ({@link #cursor()}) names the row to run next; it follows rows as earlier ones
 * are deleted and new rows are appended at the end of the cycle.
 *
 * <p>With {@link Blocks#PARTIAL} a job may hold only the first {@code p} processors of its block
 * ({@link GangJob#cellsEnd}); the rest of the block stays idle for other jobs, and {@link
 * #makeIdle} keeps the left half's row at every level so that no shift moves a job across halves.
 *
 * <p>Indexes kept for speed (none changes a decision): the idle cells per processor as bit sets
 * over the rows ({@link IdleColumns}, the leaves of {@link #makeIdle}), the jobs in the matrix by
 * block ({@link #jobsOn}) and the jobs holding extra copies ({@link #removeExtrasOn}).
 */
public final class OusterhoutMatrix {
    private final int processors;
    private final Blocks blocks;
    private final ArrayList<Row> rows = new ArrayList<>();
    private final WorkloadTree free;
    private final WorkloadTree freeOrExtra;
    private final IdleColumns idle;
    /** Jobs with at least one copy, by the heap index of their block, in the order they entered. */
    private final List<List<GangJob>> byNode;
    /** Jobs holding at least one extra copy, in the order they gained their first. */
    private final Set<GangJob> withExtras = new LinkedHashSet<>();

    private int cursor;
    private long shifts;

    /** An empty matrix (no rows) over {@code processors}, a power of two, for whole blocks. */
    public OusterhoutMatrix(int processors) {
        this(processors, Blocks.WHOLE);
    }

    /**
     * An empty matrix (no rows) over {@code processors}, a power of two.
     *
     * @param blocks {@link Blocks#PARTIAL} to admit jobs on part of their block (and re-pack with
     *     the rule that keeps them legal); {@link Blocks#WHOLE} admits only jobs on whole blocks
     */
    public OusterhoutMatrix(int processors, Blocks blocks) {
        this.blocks = blocks;
        this.free = new WorkloadTree(processors);
        this.freeOrExtra = new WorkloadTree(processors);
        this.processors = processors;
        this.idle = new IdleColumns(processors);
        this.byNode = new ArrayList<>(2 * processors);
        for (int i = 0; i < 2 * processors; i++) {
            byNode.add(new ArrayList<>(0));
        }
    }

    private int node(Block b) {
        return processors / b.size() + b.start() / b.size();
    }

    public int processors() {
        return processors;
    }

    /** Whether jobs may hold part of their block. */
    public Blocks blocks() {
        return blocks;
    }

    /** Number of rows (time slots). */
    public int rows() {
        return rows.size();
    }

    /** Row {@code i} in cycle order. */
    public Row row(int i) {
        return rows.get(i);
    }

    /** The index of {@code row}, or -1 when it is not in the matrix. */
    public int indexOf(Row row) {
        return row.index < rows.size() && rows.get(row.index) == row ? row.index : -1;
    }

    /** The job on {@code processor} in row {@code row}, or null. */
    public GangJob cell(int row, int processor) {
        return rows.get(row).cells[processor];
    }

    /** Idle-cell counts per processor as a workload tree (read-only use). */
    public WorkloadTree freeTree() {
        return free;
    }

    /** Counts of cells that are idle or held by an extra copy, as a workload tree (read-only use). */
    public WorkloadTree freeOrExtraTree() {
        return freeOrExtra;
    }

    /** Number of legal shifts made so far (each moves one copy of one job). */
    public long shifts() {
        return shifts;
    }

    /** The index of the row to run next (0 when the matrix is empty). */
    public int cursor() {
        return cursor < rows.size() ? cursor : 0;
    }

    /**
     * Sets the row to run next. {@code rows()} is allowed: it means the row after the last one,
     * which is the first row unless a row is appended first.
     */
    public void setCursor(int index) {
        if (index < 0 || index > rows.size()) {
            throw new IllegalArgumentException("cursor " + index + " outside 0.." + rows.size());
        }
        cursor = index;
    }

    /** Appends an empty row at the end of the cycle and returns its index. */
    public int addRow() {
        Row r = new Row(processors);
        r.index = rows.size();
        rows.add(r);
        idle.appendRow();
        Block all = new Block(0, processors);
        free.add(all, 1);
        freeOrExtra.add(all, 1);
        return rows.size() - 1;
    }

    /**
     * Deletes row {@code index}, which must be empty. The cursor keeps pointing at the same row, or
     * at the one that followed a deleted cursor row.
     */
    public void deleteRow(int index) {
        Row r = rows.get(index);
        if (!r.isEmpty()) {
            throw new IllegalStateException("row " + index + " is not empty");
        }
        rows.remove(index);
        for (int i = index; i < rows.size(); i++) {
            rows.get(i).index = i;
        }
        idle.deleteRow(index);
        if (index < cursor) {
            cursor--;
        }
        Block all = new Block(0, processors);
        free.add(all, -1);
        freeOrExtra.add(all, -1);
    }

    /**
     * Places a copy of {@code job} in row {@code index} on its block, which must be idle there.
     *
     * @param extra whether this is an extra copy (the job's own copy must be placed first)
     */
    public void place(GangJob job, int index, boolean extra) {
        Row r = rows.get(index);
        if (job.partial() && blocks != Blocks.PARTIAL) {
            throw new IllegalStateException(
                    job + " holds part of its block, which this matrix of whole blocks cannot re-pack legally");
        }
        if (!r.fits(job)) {
            throw new IllegalStateException(job + " does not fit in row " + index);
        }
        if (r.cells[job.block().start()] == job) {
            throw new IllegalStateException(job + " already has a copy in row " + index);
        }
        int from = job.block().start();
        int to = job.cellsEnd();
        r.set(from, to, job);
        idle.set(index, from, to, false);
        job.addRow(r, extra);
        free.add(from, to, -1);
        if (!extra) {
            freeOrExtra.add(from, to, -1);
        }
        if (job.copies() == 1) {
            byNode.get(node(job.block())).add(job);
        } else if (job.copies() == 2) {
            withExtras.add(job);
        }
    }

    /** Removes the copy of {@code job} in {@code row}. */
    public void remove(GangJob job, Row row) {
        if (row.cells[job.block().start()] != job) {
            throw new IllegalStateException(job + " has no copy in that row");
        }
        boolean extra = job.isExtraIn(row);
        int from = job.block().start();
        int to = job.cellsEnd();
        row.set(from, to, null);
        idle.set(row.index, from, to, true);
        job.removeRow(row);
        free.add(from, to, 1);
        if (!extra) {
            freeOrExtra.add(from, to, 1);
        }
        if (job.copies() == 0) {
            byNode.get(node(job.block())).remove(job);
        } else if (job.copies() == 1) {
            withExtras.remove(job);
        }
    }

    /** Removes every copy of {@code job} (it has finished). */
    public void removeAll(GangJob job) {
        // from the last copy back: each removal then finds its row at the end of the job's list
        for (int i = job.copies() - 1; i >= 0; i--) {
            remove(job, job.rows().get(i));
        }
    }

    /** Removes every extra copy of {@code job}; returns how many. */
    public int removeExtras(GangJob job) {
        int n = job.copies() - 1;
        for (int i = n; i >= 1; i--) {
            remove(job, job.rows().get(i));
        }
        return Math.max(n, 0);
    }

    /**
     * Removes the extra copies of every job that holds a processor of {@code b} (its cells, which
     * are its whole block unless it holds part of it); returns how many copies. (The order in which
     * jobs give up their copies does not matter: each removal only clears that job's own cells.)
     */
    public int removeExtrasOn(Block b) {
        int n = 0;
        for (GangJob j : new ArrayList<>(withExtras)) {
            if (j.holdsAnyOf(b)) {
                n += removeExtras(j);
            }
        }
        return n;
    }

    /**
     * The jobs in the matrix whose block is exactly {@code b}, in the order they entered it (for
     * the engine: arrival order); read-only.
     */
    public List<GangJob> jobsOn(Block b) {
        return Collections.unmodifiableList(byNode.get(node(b)));
    }

    /** The jobs with a copy on some processor of {@code b}, in any row, in first-seen order. */
    public Set<GangJob> jobsIntersecting(Block b) {
        Set<GangJob> out = new LinkedHashSet<>();
        for (Row r : rows) {
            for (int p = b.start(); p < b.end(); p++) {
                if (r.cells[p] != null) {
                    out.add(r.cells[p]);
                }
            }
        }
        return out;
    }

    /**
     * A legal shift: moves the copy of {@code job} in row {@code from} to row {@code to}, on the
     * same processors. Its block must be idle in {@code to}.
     */
    public void shift(GangJob job, int from, int to) {
        Row a = rows.get(from);
        Row b = rows.get(to);
        if (a.cells[job.block().start()] != job) {
            throw new IllegalStateException(job + " has no copy in row " + from);
        }
        if (!b.fits(job)) {
            throw new IllegalStateException(job + " cannot shift to row " + to + ": its cells are busy there");
        }
        int lo = job.block().start();
        int hi = job.cellsEnd();
        a.set(lo, hi, null);
        b.set(lo, hi, job);
        idle.set(from, lo, hi, true);
        idle.set(to, lo, hi, false);
        job.moveRow(a, b);
        shifts++;
    }

    /**
     * Re-packing ({@code MakeIdle}, algorithms.md 4.5): makes block {@code b} entirely idle in one
     * row using only legal shifts of jobs contained in {@code b}, and returns that row. Requires
     * every processor of {@code b} to have an idle slot ({@code freeTree().value(b) > 0}), which is
     * Property 1 of Zhou et al. applied recursively: the two halves are made idle in rows {@code a}
     * and {@code c}; the half idle in the later row takes the jobs the other half's row holds
     * there. A job inside one half never covers the other, so each move is legal.
     *
     * <p>The row returned is the first row in which some processor of {@code b} is idle (each leaf
     * returns its processor's first idle row, and shifts inside one half never touch the other).
     *
     * <p>With {@link Blocks#PARTIAL} a job may cover the left half of {@code b} and part of the
     * right one from outside {@code b} (its cells start at its block's first processor), so the
     * half idle in the later row cannot always take the other half's jobs. At every level the row
     * {@code a} in which the left half is idle is kept and the jobs lying in the right half there
     * move to {@code c}, where the right half is idle: in row {@code a} a job with a cell in the
     * right half cannot reach in from the left (its cells are contiguous and the left half is idle
     * there), so it lies inside the right half and the move is legal. The row returned is then the
     * first row in which processor {@code b.start()} is idle.
     *
     * <p>Cost: {@code O(|b| x rows / 64)} for the leaves (bit sets of {@link IdleColumns}), {@code
     * O(|b| log |b|)} cell reads to find the jobs to shift, plus the shifts.
     *
     * @throws IllegalStateException when some processor of {@code b} has no idle slot
     */
    public int makeIdle(Block b) {
        if (b.size() == 1) {
            int i = idle.firstIdle(b.start());
            if (i < 0) {
                throw new IllegalStateException("processor " + b.start() + " has no idle slot");
            }
            return i;
        }
        int a = makeIdle(b.left());
        int c = makeIdle(b.right());
        if (a == c) {
            return a;
        }
        if (blocks == Blocks.PARTIAL) {
            moveContained(b.right(), a, c);
            return a;
        }
        if (a < c) {
            moveContained(b.right(), a, c);
            return a;
        }
        moveContained(b.left(), c, a);
        return c;
    }

    /** Shifts every job contained in {@code half} that occupies row {@code from} to row {@code to}. */
    private void moveContained(Block half, int from, int to) {
        Row r = rows.get(from);
        for (int p = half.start(); p < half.end(); ) {
            GangJob j = r.cells[p];
            if (j == null) {
                p++;
                continue;
            }
            if (j.block().start() < half.start() || j.cellsEnd() > half.end()) {
                throw new IllegalStateException(j + " covers more than the half " + half + " it is shifted with");
            }
            shift(j, from, to);
            p = j.cellsEnd();
        }
    }

    /**
     * Audits the matrix: every job occupies exactly its cells (its block, or the first {@code p}
     * processors of it) in each of its rows and nowhere else, only partial jobs in a matrix of
     * partial blocks, at most once per row, with its own copy first; the bit sets agree with the cells; both
     * workload trees equal a recomputation from the cells.
     *
     * @throws IllegalStateException describing the first violation found
     */
    public void checkInvariants() {
        Map<GangJob, Integer> seen = new IdentityHashMap<>();
        int[] idleCount = new int[processors];
        int[] idleOrExtra = new int[processors];
        if (idle.rows() != rows.size() || !idle.tailClear()) {
            throw new IllegalStateException("idle columns cover " + idle.rows() + " rows, the matrix " + rows.size());
        }
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            if (r.index != i) {
                throw new IllegalStateException("row " + i + " believes it is row " + r.index);
            }
            for (int p = 0; p < processors; p++) {
                GangJob j = r.cells[p];
                boolean bit = (r.busy[p >>> 6] & (1L << (p & 63))) != 0;
                if (bit != (j != null) || idle.isIdle(i, p) != (j == null)) {
                    throw new IllegalStateException("row " + i + " processor " + p + ": a bit set disagrees with cell");
                }
                if (j == null) {
                    idleCount[p]++;
                    idleOrExtra[p]++;
                    continue;
                }
                if (p < j.block().start() || p >= j.cellsEnd()) {
                    throw new IllegalStateException(j + " found on processor " + p + " in row " + i);
                }
                if (j.isExtraIn(r)) {
                    idleOrExtra[p]++;
                }
                if (p == j.block().start()) {
                    if (j.partial() && blocks != Blocks.PARTIAL) {
                        throw new IllegalStateException(j + " holds part of its block in a matrix of whole blocks");
                    }
                    for (int q = p; q < j.cellsEnd(); q++) {
                        if (r.cells[q] != j) {
                            throw new IllegalStateException(
                                    j + " does not hold all its cells in row " + i + " (processor " + q + ")");
                        }
                    }
                    if (!j.rows().contains(r)) {
                        throw new IllegalStateException(j + " is in row " + i + " but does not list it");
                    }
                    seen.merge(j, 1, Integer::sum);
                }
            }
        }
        for (Map.Entry<GangJob, Integer> e : seen.entrySet()) {
            GangJob j = e.getKey();
            if (j.copies() != e.getValue() || new java.util.HashSet<>(j.rows()).size() != j.copies()) {
                throw new IllegalStateException(j + " lists " + j.copies() + " rows but holds " + e.getValue());
            }
            if (j.primary() == null || j.rows().get(0) != j.primary()) {
                throw new IllegalStateException(j + " has no own copy first");
            }
            for (Row r : j.rows()) {
                if (rows.indexOf(r) < 0) {
                    throw new IllegalStateException(j + " lists a deleted row");
                }
            }
        }
        Set<GangJob> indexed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int n = 1; n < byNode.size(); n++) {
            for (GangJob j : byNode.get(n)) {
                if (!seen.containsKey(j) || node(j.block()) != n || !indexed.add(j)) {
                    throw new IllegalStateException(
                            j + " is indexed under block node " + n + " but not in the matrix there");
                }
            }
        }
        if (indexed.size() != seen.size()) {
            throw new IllegalStateException(
                    seen.size() + " jobs in the matrix but " + indexed.size() + " indexed by block");
        }
        for (GangJob j : seen.keySet()) {
            if ((j.copies() > 1) != withExtras.contains(j)) {
                throw new IllegalStateException(
                        j + " has " + j.copies() + " copies but the extra-copy index disagrees");
            }
        }
        for (GangJob j : withExtras) {
            if (!seen.containsKey(j)) {
                throw new IllegalStateException(j + " is indexed as holding extra copies but is not in the matrix");
            }
        }
        String d = free.firstDifference(WorkloadTree.of(idleCount));
        if (d != null) {
            throw new IllegalStateException("idle-slot tree: " + d);
        }
        d = freeOrExtra.firstDifference(WorkloadTree.of(idleOrExtra));
        if (d != null) {
            throw new IllegalStateException("idle-or-extra tree: " + d);
        }
    }

    /** The matrix as text, one line per row: job ids per processor ('.' idle, '+' extra copy). */
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            sb.append('S').append(i + 1).append(':');
            for (int p = 0; p < processors; p++) {
                GangJob j = r.cells[p];
                sb.append(' ')
                        .append(
                                j == null
                                        ? "."
                                        : (j.isExtraIn(r) ? "+" : "") + j.job().id());
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
