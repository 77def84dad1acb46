package org.schedlab.mesh.alloc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Work;
import org.schedlab.core.job.Request;
import org.schedlab.core.job.ShapedRequest;
import org.schedlab.mesh.geometry.OccupancyGrid;
import org.schedlab.mesh.geometry.Submesh;
import org.schedlab.mesh.geometry.SubmeshKey;
import org.schedlab.mesh.geometry.SubmeshRequest;
import org.schedlab.mesh.geometry.WorkMeter;

/**
 * What every mesh allocator shares: the occupancy grid, the busy list (committed submeshes in
 * commit order, as packed keys), request decoding, commit and release with their checks, and the
 * audit. Subclasses supply {@link #place} and, when they keep more state, the update hooks.
 */
abstract class AbstractMeshAllocator implements MeshAllocator {
    final int width;
    final int height;
    final boolean rotate;
    final OccupancyGrid grid;
    long[] busy;
    int busyCount;
    /** Counts this allocator's work; the grid's, shared with the free list. */
    final WorkMeter meter;

    private long commits;
    private long releases;
    private long allocationUnits;
    private long allocationComparisons;
    private long releaseUnits;
    private long releaseComparisons;

    /**
     * The searches made since the last commit or release (at most {@link #REMEMBERED}, the latest
     * kept): request sides, the answer and the work it cost. {@link #place} depends only on the
     * state that commits and releases change, so the same request on the same state gets the same
     * answer at the same cost; a scheduler that tries its blocked head again at every arrival, or a
     * window of jobs again and again, asks exactly that.
     */
    private static final int REMEMBERED = 8;

    /** Request sides as {@code w << 16 | h} (both fit the mesh, at most {@link Submesh#MAX_SIDE}). */
    private final int[] rememberedShape = new int[REMEMBERED];

    private final long[] rememberedKey = new long[REMEMBERED];
    private final long[] rememberedUnits = new long[REMEMBERED];
    private final long[] rememberedComparisons = new long[REMEMBERED];
    private int remembered;
    private int rememberNext;
    /** Searches answered without searching: remembered ones here, others in subclasses. */
    long shortcuts;

    AbstractMeshAllocator(int width, int height, boolean rotate) {
        this.grid = new OccupancyGrid(width, height);
        this.meter = grid.meter();
        this.width = width;
        this.height = height;
        this.rotate = rotate;
        this.busy = new long[16];
    }

    AbstractMeshAllocator(AbstractMeshAllocator other) {
        this.grid = new OccupancyGrid(other.grid);
        this.meter = grid.meter();
        this.width = other.width;
        this.height = other.height;
        this.rotate = other.rotate;
        this.busy = other.busy.clone();
        this.busyCount = other.busyCount;
    }

    /**
     * The chosen placement of a {@code w x h} request as a {@link SubmeshKey}, or -1. Called only
     * when {@code w * h <= free()}; must not change any state.
     */
    abstract long place(int w, int h);

    /** Hook: {@code (xb, yb, xe, ye)} has just been marked busy in the grid. */
    void committed(int xb, int yb, int xe, int ye) {}

    /** Hook: {@code (xb, yb, xe, ye)} has just been marked free in the grid. */
    void released(int xb, int yb, int xe, int ye) {}

    /** Hook: audits of the subclass's own state. */
    void checkOwnInvariants() {}

    /**
     * The work counted since creation: {@link #find} (and {@link #fits}, which calls it), {@link
     * #commit} and {@link #isFree} are allocation work, {@link #release} release work. Building the
     * empty allocator is not counted; a copy counts from zero.
     */
    @Override
    public final Work work() {
        return new Work(commits, releases, allocationUnits, releaseUnits, allocationComparisons, releaseComparisons);
    }

    /** Charges the work metered since {@code units}, {@code comparisons} to allocation. */
    private void chargeAllocation(long units, long comparisons) {
        addAllocationWork(meter.units() - units, meter.comparisons() - comparisons);
    }

    private void addAllocationWork(long units, long comparisons) {
        allocationUnits += units;
        allocationComparisons += comparisons;
    }

    /**
     * Commits plus releases since this allocator was made (a copy starts again from 0): a version
     * of the state, for what a subclass derives from it and keeps until it changes.
     */
    final long changes() {
        return commits + releases;
    }

    @Override
    public final Allocation find(Request request) {
        long key = search(request);
        return key < 0 ? null : SubmeshKey.toSubmesh(key);
    }

    /** {@link #find} as a {@link SubmeshKey} or -1, charged to allocation work. */
    private long search(Request request) {
        int w;
        int h;
        if (request instanceof SubmeshRequest s) {
            w = s.w();
            h = s.h();
        } else if (request instanceof ShapedRequest s) {
            w = s.width();
            h = s.height();
        } else {
            throw unmapped(request);
        }
        if ((long) w * h > free() || !fits(w, h)) {
            return -1;
        }
        int shape = w << 16 | h;
        for (int i = 0; i < remembered; i++) {
            if (rememberedShape[i] == shape) {
                addAllocationWork(rememberedUnits[i], rememberedComparisons[i]);
                shortcuts++;
                return rememberedKey[i];
            }
        }
        long units = meter.units();
        long comparisons = meter.comparisons();
        long key = place(w, h);
        int i = rememberNext;
        rememberNext = (i + 1) % REMEMBERED;
        if (remembered < REMEMBERED) {
            remembered++;
        }
        rememberedShape[i] = shape;
        rememberedKey[i] = key;
        rememberedUnits[i] = meter.units() - units;
        rememberedComparisons[i] = meter.comparisons() - comparisons;
        addAllocationWork(rememberedUnits[i], rememberedComparisons[i]);
        return key;
    }

    /**
     * How many searches were answered without being made (a remembered search, MPL's table of
     * tallest free submeshes): for tests that the shortcuts are taken; their answers and charges
     * are those of the search.
     */
    final long shortcuts() {
        return shortcuts;
    }

    /** Forgets the remembered searches: the state they were made on is changing. */
    private void forgetSearches() {
        remembered = 0;
        rememberNext = 0;
    }

    @Override
    public final boolean canEverFit(Request request) {
        if (request instanceof SubmeshRequest s) {
            return fits(s.w(), s.h());
        } else if (request instanceof ShapedRequest s) {
            return fits(s.width(), s.height());
        }
        throw unmapped(request);
    }

    /** Whether a {@code w x h} request fits the empty mesh (rotated too when switching is on). */
    final boolean fits(int w, int h) {
        return (w <= width && h <= height) || (rotate && h <= width && w <= height);
    }

    private IllegalArgumentException unmapped(Request request) {
        return new IllegalArgumentException(name() + " takes submesh requests (w x h), not '" + request + "' ("
                + request.getClass().getSimpleName() + "); map it with the mesh machine first");
    }

    @Override
    public final boolean isFree(Allocation allocation) {
        Submesh s = submesh(allocation);
        long units = meter.units();
        long comparisons = meter.comparisons();
        boolean free = s.fitsIn(width, height) && grid.isFree(s.xb(), s.yb(), s.xe(), s.ye());
        chargeAllocation(units, comparisons);
        return free;
    }

    @Override
    public final void commit(Allocation allocation) {
        Submesh s = submesh(allocation);
        if (!s.fitsIn(width, height)) {
            throw new IllegalStateException("cannot commit " + s + ": outside the mesh " + width + "x" + height);
        }
        long units = meter.units();
        long comparisons = meter.comparisons();
        if (!grid.isFree(s.xb(), s.yb(), s.xe(), s.ye())) {
            throw new IllegalStateException("cannot commit " + s + ": some of its nodes are busy");
        }
        forgetSearches();
        grid.markBusy(s.xb(), s.yb(), s.xe(), s.ye());
        if (busyCount == busy.length) {
            busy = Arrays.copyOf(busy, busyCount * 2);
        }
        busy[busyCount++] = SubmeshKey.of(s);
        meter.moves(1);
        committed(s.xb(), s.yb(), s.xe(), s.ye());
        chargeAllocation(units, comparisons);
        commits++;
    }

    @Override
    public final void release(Allocation allocation) {
        Submesh s = submesh(allocation);
        long key = s.fitsIn(width, height) ? SubmeshKey.of(s) : -1;
        long units = meter.units();
        long comparisons = meter.comparisons();
        int i = busyCount - 1;
        while (i >= 0 && busy[i] != key) {
            i--;
        }
        if (i < 0) {
            throw new IllegalStateException("cannot release " + s + ": it is not a committed submesh");
        }
        meter.examined(busyCount - i);
        meter.moves(busyCount - i - 1);
        forgetSearches();
        System.arraycopy(busy, i + 1, busy, i, busyCount - i - 1);
        busyCount--;
        grid.markFree(s.xb(), s.yb(), s.xe(), s.ye());
        released(s.xb(), s.yb(), s.xe(), s.ye());
        releaseUnits += meter.units() - units;
        releaseComparisons += meter.comparisons() - comparisons;
        releases++;
    }

    private Submesh submesh(Allocation allocation) {
        if (allocation instanceof Submesh s) {
            return s;
        }
        throw new IllegalArgumentException(name() + " handles Submesh allocations, not " + allocation);
    }

    @Override
    public final int capacity() {
        return width * height;
    }

    @Override
    public final int free() {
        return width * height - grid.busyCount();
    }

    @Override
    public final int width() {
        return width;
    }

    @Override
    public final int height() {
        return height;
    }

    @Override
    public final boolean rotates() {
        return rotate;
    }

    @Override
    public final boolean isBusy(int x, int y) {
        return grid.isBusy(x, y);
    }

    @Override
    public final List<Submesh> busySubmeshes() {
        List<Submesh> out = new ArrayList<>(busyCount);
        for (int i = 0; i < busyCount; i++) {
            out.add(SubmeshKey.toSubmesh(busy[i]));
        }
        return out;
    }

    /**
     * Audits the grid, then that the busy list covers exactly the busy nodes with disjoint
     * submeshes, then the subclass's state.
     */
    @Override
    public final void checkInvariants() {
        grid.checkInvariants();
        int area = 0;
        for (int i = 0; i < busyCount; i++) {
            long k = busy[i];
            int xb = SubmeshKey.xb(k);
            int yb = SubmeshKey.yb(k);
            int xe = SubmeshKey.xe(k);
            int ye = SubmeshKey.ye(k);
            if (!grid.isAllBusy(xb, yb, xe, ye)) {
                throw new IllegalStateException("committed " + SubmeshKey.describe(k) + " has free nodes");
            }
            for (int j = 0; j < i; j++) {
                if (SubmeshKey.intersects(busy[j], xb, yb, xe, ye)) {
                    throw new IllegalStateException(
                            "committed " + SubmeshKey.describe(k) + " overlaps " + SubmeshKey.describe(busy[j]));
                }
            }
            area += (xe - xb + 1) * (ye - yb + 1);
        }
        if (area != grid.busyCount()) {
            throw new IllegalStateException(
                    "busy list covers " + area + " nodes but the grid has " + grid.busyCount() + " busy");
        }
        checkOwnInvariants();
    }

    @Override
    public String toString() {
        return name() + (rotate ? "" : ":" + MeshAllocators.NO_ROTATE) + " on " + width + "x" + height + "\n" + grid;
    }
}
