package org.schedlab.schedulers.queue;

import org.schedlab.core.job.Job;

/**
 * The waiting jobs of a scheduler in arrival order, indexed by a position the scheduler chooses
 * (strictly increasing with arrival; gaps allowed, e.g. for jobs that started at once and never
 * waited).
 *
 * <p>Beside the FIFO operations it answers "the first waiting job at or after position {@code p}
 * that asks for at most {@code m} processors" in O(log n), through a segment tree of minimum
 * request sizes. A job larger than the allocator's free count cannot fit, so out-of-order scans
 * (Window-K, OO, OOCB, FPFS, EASY's backfilling) jump straight to the jobs worth a {@code find} and
 * stop as soon as none is left; a long queue of jobs too large for the free processors costs
 * nothing to scan. When at most {@link #LINEAR_SPAN} positions remain to be searched, the search
 * reads the tree's leaves one after the other instead, and the inner nodes are left out of date.
 *
 * <p>Positions stay valid while a job waits. Storage spans the positions from the oldest waiting
 * job to the newest; it is compacted when it fills up, so memory is O(span).
 */
public final class WaitingQueue {
    private static final int NONE = Integer.MAX_VALUE;
    private static final int MIN_CAPACITY = 16;

    /**
     * Searches over at most this many positions read the leaves in a row rather than the tree: a
     * run of 128 ints is a few cache lines, compared without a branch miss per step, while the tree
     * costs a climb, a descent and, before them, bringing the inner nodes up to date with every
     * leaf that changed (EASY on KTH-SP2, whose queue spans about a hundred positions, spent a fifth
     * of its time there; reading the leaves made it about 6% faster). Longer spans keep O(log n).
     */
    private static final int LINEAR_SPAN = 128;

    private Job[] jobs;
    /** Segment tree: node 1 is the root, leaves are {@code [cap, 2 cap)}; a leaf holds the size or NONE. */
    private int[] min;

    private int cap;
    /** The position held in slot 0. */
    private int base;
    /** One past the largest position ever added. */
    private int end;

    private int size;
    /** The position of the oldest waiting job while {@code size > 0} (kept so {@link #first} costs O(1)). */
    private int oldest;

    /**
     * The slots whose leaf changed since the inner nodes were last brought up to date. The tree is
     * brought up to date only when a search reads it: FCFS never asks, so its adds and removes
     * only write a leaf (and once this list is full, nothing more until a full rebuild).
     */
    private int[] dirty = new int[MIN_CAPACITY];

    private int dirtyCount;
    /** More leaves changed than {@link #dirty} holds: the next read rebuilds every inner node. */
    private boolean rebuild;

    /** An empty queue. */
    public WaitingQueue() {
        allocate(MIN_CAPACITY);
    }

    private void allocate(int capacity) {
        cap = capacity;
        jobs = new Job[capacity];
        min = new int[2 * capacity];
        java.util.Arrays.fill(min, NONE);
    }

    /**
     * Appends {@code job} at {@code position}.
     *
     * @throws IllegalArgumentException if {@code position} is not larger than every position added
     *     before
     */
    public void add(Job job, int position) {
        if (position < end) {
            throw new IllegalArgumentException("positions must increase: " + position + " after " + (end - 1));
        }
        if (position - base >= cap) {
            makeRoom(position);
        }
        jobs[position - base] = job;
        update(position - base, job.request().processors());
        end = position + 1;
        if (size++ == 0) {
            oldest = position;
        }
    }

    /**
     * Puts {@code job} back at {@code position}, a position it held before and that lies behind the
     * oldest waiting job (a job killed after it overtook that one, EASY with kills). O(log n).
     *
     * @throws IllegalArgumentException if {@code position} is not behind the oldest waiting job,
     *     was never added, or is taken
     */
    public void restore(Job job, int position) {
        if (size == 0 || position <= oldest || position >= end || jobs[position - base] != null) {
            throw new IllegalArgumentException("cannot restore a job at position " + position
                    + (size == 0 ? " into an empty queue" : " (oldest " + oldest + ", end " + end + ")"));
        }
        jobs[position - base] = job;
        update(position - base, job.request().processors());
        size++;
    }

    /** The job at {@code position}, or {@code null} if none waits there. */
    public Job get(int position) {
        int i = position - base;
        return i >= 0 && i < cap ? jobs[i] : null;
    }

    /**
     * Removes and returns the job at {@code position}.
     *
     * @throws IllegalArgumentException if no job waits there
     */
    public Job remove(int position) {
        Job job = get(position);
        if (job == null) {
            throw new IllegalArgumentException("no job waits at position " + position);
        }
        int i = position - base;
        jobs[i] = null;
        update(i, NONE);
        size--;
        if (position == oldest && size > 0) {
            oldest = nextWaiting(position + 1);
        }
        return job;
    }

    /** The first position {@code >= from} holding a job (one exists): a few slots read, else {@link #next}. */
    private int nextWaiting(int from) {
        int i = from - base;
        for (int stop = Math.min(i + 8, cap); i < stop; i++) {
            if (jobs[i] != null) {
                return i + base;
            }
        }
        return next(i + base, NONE - 1);
    }

    /** The position of the oldest waiting job, or -1 when empty. */
    public int first() {
        return size == 0 ? -1 : oldest;
    }

    /**
     * The smallest position {@code >= from} holding a job that asks for at most {@code
     * maxProcessors} processors, or -1 if there is none. O(log n).
     */
    public int next(int from, int maxProcessors) {
        if (size == 0 || maxProcessors <= 0) {
            return -1;
        }
        int i = Math.max(from - base, 0);
        if (i >= cap) {
            return -1;
        }
        if (end - (i + base) <= LINEAR_SPAN) {
            return scan(i, maxProcessors);
        }
        flush();
        int node = i + cap;
        while (true) {
            if (min[node] <= maxProcessors) {
                while (node < cap) {
                    node = 2 * node;
                    if (min[node] > maxProcessors) {
                        node++;
                    }
                }
                return node - cap + base;
            }
            // climb while this node is a right child, then step to the right sibling
            while ((node & 1) == 1) {
                node >>= 1;
            }
            if (node == 0) {
                return -1;
            }
            node++;
        }
    }

    /**
     * The first position from slot {@code slot} on whose leaf is at most {@code maxProcessors}, or
     * -1: the leaves up to the largest position added, read in a row.
     */
    private int scan(int slot, int maxProcessors) {
        int[] leaves = min;
        for (int j = slot + cap, stop = end - base + cap; j < stop; j++) {
            if (leaves[j] <= maxProcessors) {
                return j - cap + base;
            }
        }
        return -1;
    }

    /** Number of waiting jobs. */
    public int size() {
        return size;
    }

    /** Whether no job waits. */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * Audits the segment tree and the size against a brute-force recount.
     *
     * @throws IllegalStateException describing the first violation
     */
    public void checkInvariants() {
        flush();
        int count = 0;
        for (int i = 0; i < cap; i++) {
            int want = jobs[i] == null ? NONE : jobs[i].request().processors();
            if (min[i + cap] != want) {
                throw new IllegalStateException("leaf " + (i + base) + " holds " + min[i + cap] + ", expected " + want);
            }
            count += jobs[i] == null ? 0 : 1;
        }
        for (int node = cap - 1; node >= 1; node--) {
            if (min[node] != Math.min(min[2 * node], min[2 * node + 1])) {
                throw new IllegalStateException("segment tree node " + node + " is stale");
            }
        }
        if (count != size) {
            throw new IllegalStateException("size " + size + " but " + count + " jobs stored");
        }
        if (size > 0 && oldest != next(base, NONE - 1)) {
            throw new IllegalStateException(
                    "oldest position " + oldest + " but the first job waits at " + next(base, NONE - 1));
        }
    }

    private void update(int slot, int value) {
        min[slot + cap] = value;
        if (rebuild) {
            return;
        }
        if (dirtyCount == dirty.length) {
            if (dirtyCount >= cap) {
                rebuild = true;
                dirtyCount = 0;
                return;
            }
            dirty = java.util.Arrays.copyOf(dirty, 2 * dirtyCount);
        }
        dirty[dirtyCount++] = slot;
    }

    /**
     * Brings the inner nodes up to date with the leaves. Each changed leaf's path is recomputed
     * upwards until a node keeps its value: a node that keeps its value leaves its parent as it
     * was, and a parent put out of date by another changed leaf is recomputed on that leaf's path.
     */
    private void flush() {
        if (rebuild) {
            for (int node = cap - 1; node >= 1; node--) {
                min[node] = Math.min(min[2 * node], min[2 * node + 1]);
            }
            rebuild = false;
            dirtyCount = 0;
            return;
        }
        for (int k = 0; k < dirtyCount; k++) {
            for (int node = (dirty[k] + cap) >> 1; node >= 1; node >>= 1) {
                int m = Math.min(min[2 * node], min[2 * node + 1]);
                if (min[node] == m) {
                    break;
                }
                min[node] = m;
            }
        }
        dirtyCount = 0;
    }

    /** Drops the empty prefix and grows so that {@code position} fits; the tree is rebuilt when next read. */
    private void makeRoom(int position) {
        int head = first();
        int newBase = head < 0 ? position : head;
        int needed = position - newBase + 1;
        int capacity = MIN_CAPACITY;
        while (capacity < 2 * needed) {
            capacity *= 2;
        }
        if (head < 0 && capacity == cap) {
            // an empty queue of the right size: every slot is already empty and every leaf NONE
            // (a removal clears both), so only the base moves; no new arrays (a short queue, as
            // under a light load, comes here every few arrivals)
            base = newBase;
            rebuild = true;
            dirtyCount = 0;
            return;
        }
        Job[] oldJobs = jobs;
        int oldBase = base;
        allocate(capacity);
        base = newBase;
        for (int p = newBase; p < end; p++) {
            Job job = oldJobs[p - oldBase];
            if (job != null) {
                jobs[p - base] = job;
                min[p - base + cap] = job.request().processors();
            }
        }
        rebuild = true; // the inner nodes, at the next read
        dirtyCount = 0;
    }
}
