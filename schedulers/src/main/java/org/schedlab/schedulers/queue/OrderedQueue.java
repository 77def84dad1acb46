package org.schedlab.schedulers.queue;

import java.util.Arrays;
import org.schedlab.core.job.Job;

/**
 * A {@link WaitingQueue} seen in a {@link QueueOrder}: the order in which a pass visits the waiting
 * jobs, through a cursor ({@link #first}, {@link #next}). Equal scores are broken by arrival order
 * (queue position), then by job id.
 *
 * <p>Under arrival order ({@link QueueOrder#isArrival()}) a cursor is the queue position itself and
 * every call goes straight to the {@link WaitingQueue} (its O(log n) "next job of at most m
 * processors" search), so a scheduler on this view makes exactly the decisions it made on the
 * queue. Under any other order {@link #refresh} sorts the waiting jobs by score at the start of a
 * pass when the order {@link QueueOrder#dependsOnTime() depends on time}; otherwise it sorts them
 * once and then puts each new arrival in its place (a job that arrived later has a later queue
 * position, so it goes after every job of its score). A cursor is an index into that sorted list,
 * and jobs removed are skipped (and dropped from the list once they outnumber the waiting ones).
 * Cost per pass then: O(Q log Q) when sorted again, O(Q) per arrival otherwise, plus O(Q) for the
 * walk.
 */
public final class OrderedQueue {
    private static final int ANY = Integer.MAX_VALUE - 1;

    private final WaitingQueue queue;
    private final QueueOrder order;
    private int[] sorted = new int[0];
    /** The score of each job of {@link #sorted} (a time-independent order's). */
    private double[] sortedScore = new double[0];

    private int count;
    /** Whether {@link #sorted} holds every job up to the arrivals in {@link #pending}. */
    private boolean built;
    /** The queue positions added since the last refresh, in order. */
    private int[] pending = new int[16];

    private int pendingCount;
    /** No sorted index below this holds a waiting job. */
    private int lead;

    private boolean stale = true;

    /** {@code queue} in {@code order}. */
    public OrderedQueue(WaitingQueue queue, QueueOrder order) {
        this.queue = java.util.Objects.requireNonNull(queue, "queue");
        this.order = java.util.Objects.requireNonNull(order, "order");
    }

    /** The order of this view. */
    public QueueOrder order() {
        return order;
    }

    /** Adds {@code job} to the queue at {@code position} (see {@link WaitingQueue#add}). */
    public void add(Job job, int position) {
        queue.add(job, position);
        stale = true;
        if (built) {
            if (pendingCount == pending.length) {
                pending = Arrays.copyOf(pending, pendingCount * 2);
            }
            pending[pendingCount++] = position;
        }
    }

    /** Brings the order up to date for a pass at time {@code now}; call before {@link #first}. */
    public void refresh(double now) {
        if (order.isArrival() || !(stale || order.dependsOnTime())) {
            return;
        }
        stale = false;
        if (built && !order.dependsOnTime()) {
            insertArrivals(now);
            return;
        }
        int n = queue.size();
        int[] positions = new int[n];
        double[] scores = new double[n];
        int i = 0;
        for (int p = queue.first(); p >= 0; p = queue.next(p + 1, ANY)) {
            positions[i] = p;
            scores[i] = order.score(queue.get(p), now);
            i++;
        }
        Integer[] idx = new Integer[n];
        for (int k = 0; k < n; k++) {
            idx[k] = k;
        }
        Arrays.sort(idx, (a, b) -> {
            int c = Double.compare(scores[a], scores[b]);
            if (c != 0) {
                return c;
            }
            c = Integer.compare(positions[a], positions[b]);
            return c != 0
                    ? c
                    : Integer.compare(
                            queue.get(positions[a]).id(),
                            queue.get(positions[b]).id());
        });
        if (sorted.length < n) {
            sorted = new int[n];
        }
        if (sortedScore.length < n) {
            sortedScore = new double[sorted.length];
        }
        for (int k = 0; k < n; k++) {
            sorted[k] = positions[idx[k]];
            sortedScore[k] = scores[idx[k]];
        }
        count = n;
        lead = 0;
        built = !order.dependsOnTime();
        pendingCount = 0;
    }

    /**
     * Puts the arrivals since the last refresh in their places of the sorted list, each after
     * every job of a lower or equal score (its queue position is later than theirs); drops the
     * removed jobs first when they outnumber the waiting ones.
     */
    private void insertArrivals(double now) {
        if (count - lead > 2 * queue.size() + 64) {
            int kept = 0;
            for (int k = lead; k < count; k++) {
                if (queue.get(sorted[k]) != null) {
                    sorted[kept] = sorted[k];
                    sortedScore[kept++] = sortedScore[k];
                }
            }
            count = kept;
            lead = 0;
        }
        for (int a = 0; a < pendingCount; a++) {
            int position = pending[a];
            Job job = queue.get(position);
            if (job == null) {
                continue;
            }
            double score = order.score(job, now);
            int lo = lead;
            int hi = count;
            while (lo < hi) { // the first job of a higher score
                int mid = (lo + hi) >>> 1;
                if (Double.compare(sortedScore[mid], score) <= 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            if (count == sorted.length) {
                sorted = Arrays.copyOf(sorted, Math.max(16, count * 2));
                sortedScore = Arrays.copyOf(sortedScore, sorted.length);
            }
            System.arraycopy(sorted, lo, sorted, lo + 1, count - lo);
            System.arraycopy(sortedScore, lo, sortedScore, lo + 1, count - lo);
            sorted[lo] = position;
            sortedScore[lo] = score;
            count++;
        }
        pendingCount = 0;
    }

    /** The cursor of the first waiting job in this order, or -1 when none waits. */
    public int first() {
        if (order.isArrival()) {
            return queue.first();
        }
        while (lead < count && queue.get(sorted[lead]) == null) {
            lead++;
        }
        return lead < count ? lead : -1;
    }

    /**
     * The cursor of the first waiting job after {@code cursor} in this order that asks for at most
     * {@code maxProcessors} processors, or -1.
     */
    public int next(int cursor, int maxProcessors) {
        if (order.isArrival()) {
            return queue.next(cursor + 1, maxProcessors);
        }
        if (maxProcessors <= 0) {
            return -1;
        }
        for (int k = cursor + 1; k < count; k++) {
            Job job = queue.get(sorted[k]);
            if (job != null && job.request().processors() <= maxProcessors) {
                return k;
            }
        }
        return -1;
    }

    /** The queue position of the job at {@code cursor}. */
    public int position(int cursor) {
        return order.isArrival() ? cursor : sorted[cursor];
    }

    /** The job at {@code cursor}. */
    public Job get(int cursor) {
        return queue.get(position(cursor));
    }
}
