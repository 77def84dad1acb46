package org.schedlab.schedulers.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.schedlab.core.job.Job;

/**
 * An independent, deliberately plain re-implementation of the scheduling rules for a flat machine,
 * used only to check the engine and the schedulers: processor counts instead of an allocator,
 * array lists scanned from the front instead of indexes, counters incremented one by one, running
 * jobs re-sorted on every EASY pass. It shares no code with the main sources beyond {@link Job}.
 *
 * <p>Event order as documented for the engine: the earliest event first; at equal times
 * departures before arrivals; departures at equal times in job order; one policy call per event.
 * The pass policies ({@code fcfs}, {@code easy}, {@code conservative}) record events and make their
 * pass after the last event of a timestamp, or after every event when {@code perEvent}.
 *
 * <p>Policies: {@code fcfs}, {@code oo}, {@code window:K}, {@code oocb:B}, {@code
 * fpfs:B[:search=events|departures]}, {@code delay}, {@code delay:fixed:T}, {@code easy}, {@code
 * conservative}; {@code inf} as K or B means unbounded.
 */
public final class ReferenceScheduling {
    private final int n;
    private final double[] submit;
    private final double[] runtime;
    private final double[] estimate;
    private final int[] procs;
    private final double[] start;
    private final List<Integer> running = new ArrayList<>();
    private final List<Integer> waiting = new ArrayList<>();
    private int free;
    private final int capacity;
    private double now;
    private int next;
    private boolean perEvent;

    // window
    private final List<int[]> window = new ArrayList<>(); // {job, done ? 1 : 0}
    private final ArrayDeque<Integer> outside = new ArrayDeque<>();
    // oocb / fpfs
    private final long[] jumped;
    // delay
    private int arrived;
    private int startedCount;
    private double sumWaits;

    private ReferenceScheduling(int capacity, List<Job> jobs) {
        n = jobs.size();
        submit = new double[n];
        runtime = new double[n];
        estimate = new double[n];
        procs = new int[n];
        start = new double[n];
        jumped = new long[n];
        Arrays.fill(start, Double.NaN);
        for (int i = 0; i < n; i++) {
            Job j = jobs.get(i);
            submit[i] = j.submit();
            runtime[i] = j.runtime();
            estimate[i] = j.estimate();
            procs[i] = j.procs();
        }
        free = capacity;
        this.capacity = capacity;
        reservedAt = new double[n];
        Arrays.fill(reservedAt, Double.NaN);
    }

    /** Start times of {@code jobs} (in workload order) under {@code policy} on {@code flat:capacity}. */
    public static double[] starts(String policy, int capacity, List<Job> jobs) {
        return starts(policy, capacity, jobs, false);
    }

    /** As {@link #starts(String, int, List)}, with the pass policies' pass after every event. */
    public static double[] starts(String policy, int capacity, List<Job> jobs, boolean perEvent) {
        ReferenceScheduling ref = new ReferenceScheduling(capacity, jobs);
        ref.perEvent = perEvent;
        ref.simulate(policy.split(":"));
        return ref.start;
    }

    private static boolean passPolicy(String name) {
        return name.equals("fcfs") || name.equals("easy") || name.equals("conservative");
    }

    private static long bound(String s) {
        return s.equals("inf") ? Long.MAX_VALUE : Long.parseLong(s);
    }

    private void simulate(String[] policy) {
        next = 0;
        while (next < n || !running.isEmpty()) {
            int dep = -1;
            for (int r : running) {
                if (dep < 0 || end(r) < end(dep) || (end(r) == end(dep) && r < dep)) {
                    dep = r;
                }
            }
            if (dep >= 0 && (next == n || end(dep) <= submit[next])) {
                now = end(dep);
                running.remove(Integer.valueOf(dep));
                free += procs[dep];
                departedSincePass = true;
                event(policy, -1);
            } else {
                now = submit[next];
                arrived++;
                event(policy, next++);
            }
            if (passPolicy(policy[0]) && (perEvent || !moreEventsNow())) {
                pass(policy[0]);
            }
        }
    }

    private boolean moreEventsNow() {
        for (int r : running) {
            if (end(r) == now) {
                return true;
            }
        }
        return next < n && submit[next] == now;
    }

    private void pass(String policy) {
        switch (policy) {
            case "fcfs" -> startHeads();
            case "easy" -> easyPass();
            case "conservative" -> conservativePass();
            default -> throw new IllegalArgumentException(policy);
        }
    }

    /** One event: {@code job} arrived, or a departure when {@code job < 0}. */
    private void event(String[] policy, int job) {
        switch (policy[0]) {
            case "fcfs", "easy", "conservative" -> {
                if (job >= 0) {
                    waiting.add(job);
                }
            }
            case "oo" -> {
                if (job >= 0) {
                    waiting.add(job);
                    if (fits(job)) {
                        begin(job);
                    }
                } else {
                    for (int w : new ArrayList<>(waiting)) {
                        if (fits(w)) {
                            begin(w);
                        }
                    }
                }
            }
            case "window" -> window(job, (int) Math.min(bound(policy[1]), Integer.MAX_VALUE));
            case "oocb" -> oocb(job, bound(policy[1]));
            case "fpfs" -> fpfs(job, bound(policy[1]), policy.length > 2 ? policy[2] : "search=events");
            case "delay" ->
                delay(
                        job,
                        policy.length > 1 && policy[1].equals("fixed") ? Double.parseDouble(policy[2]) : Double.NaN,
                        policy.length > 1 && policy[1].equals("count"));
            default -> throw new IllegalArgumentException("unknown policy " + policy[0]);
        }
    }

    private double end(int j) {
        return start[j] + runtime[j];
    }

    private boolean fits(int j) {
        return procs[j] <= free;
    }

    private void begin(int j) {
        start[j] = now;
        free -= procs[j];
        running.add(j);
        waiting.remove(Integer.valueOf(j));
        startedCount++;
        sumWaits += now - submit[j];
    }

    private void startHeads() {
        while (!waiting.isEmpty() && fits(waiting.get(0))) {
            begin(waiting.get(0));
        }
    }

    // ---- Window-K, literally as in algorithms.md 2.2 ----

    private void window(int job, int k) {
        if (job >= 0) {
            waiting.add(job);
            if (window.size() >= k) {
                outside.add(job);
                return;
            }
            boolean ok = fits(job);
            if (ok) {
                begin(job);
            }
            window.add(new int[] {job, ok ? 1 : 0});
            normalize(k);
            return;
        }
        int i = 0;
        while (i < window.size()) {
            int[] d = window.get(i);
            if (d[1] == 0 && fits(d[0])) {
                begin(d[0]);
                d[1] = 1;
                if (i == 0) {
                    normalize(k);
                    i = 0;
                    continue;
                }
            }
            i++;
        }
    }

    private void normalize(int k) {
        while (!window.isEmpty() && window.get(0)[1] == 1) {
            window.remove(0);
        }
        while (window.size() < k && !outside.isEmpty()) {
            window.add(new int[] {outside.poll(), 0});
        }
    }

    // ---- OOCB-B (algorithms.md 2.4) and FPFS (2.6), explicit counters ----

    private boolean headMayBeJumped(long b) {
        return waiting.isEmpty() || jumped[waiting.get(0)] < b;
    }

    private void jumpOver(int j) {
        for (int w : waiting) {
            if (w < j) {
                jumped[w]++;
            }
        }
    }

    private void oocb(int job, long b) {
        if (job < 0) {
            boundedPass(b);
            return;
        }
        if (waiting.isEmpty()) {
            waiting.add(job);
            if (fits(job)) {
                begin(job);
            }
            return;
        }
        if (headMayBeJumped(b) && fits(job)) {
            jumpOver(job);
            waiting.add(job);
            begin(job);
            return;
        }
        waiting.add(job);
    }

    /**
     * FPFS: with {@code search=events} the arrival joins the queue and a full pass follows, as on a
     * departure; with {@code search=departures} an arrival starts only into an empty queue, and
     * only departures make the pass.
     */
    private void fpfs(int job, long b, String search) {
        switch (search) {
            case "search=events" -> {
                if (job >= 0) {
                    waiting.add(job);
                }
                boundedPass(b);
            }
            case "search=departures" -> {
                if (job < 0) {
                    boundedPass(b);
                    return;
                }
                boolean nobodyWaits = waiting.isEmpty();
                waiting.add(job);
                if (nobodyWaits && fits(job)) {
                    begin(job);
                }
            }
            default -> throw new IllegalArgumentException("unknown fpfs option " + search);
        }
    }

    private void boundedPass(long b) {
        startHeads();
        if (waiting.isEmpty()) {
            return;
        }
        List<Integer> rest = new ArrayList<>(waiting.subList(1, waiting.size()));
        for (int j : rest) {
            if (!headMayBeJumped(b)) {
                return;
            }
            if (fits(j)) {
                begin(j);
                jumpOver(j);
            }
        }
    }

    // ---- Delay (algorithms.md 2.5): cumulative estimator or a fixed threshold, against the
    // head's wait or (count) against the head's overtake counter ----

    private boolean headYoungEnough(double fixed, boolean count) {
        if (waiting.isEmpty()) {
            return true;
        }
        double threshold;
        if (!Double.isNaN(fixed)) {
            threshold = fixed;
        } else if (startedCount == 0 || now <= 0) {
            threshold = 0;
        } else {
            threshold = (arrived / now) * (sumWaits / startedCount);
        }
        int head = waiting.get(0);
        return (count ? jumped[head] : now - submit[head]) < threshold;
    }

    private void delay(int job, double fixed, boolean count) {
        if (job >= 0) {
            boolean allowed = headYoungEnough(fixed, count);
            if (allowed && fits(job)) {
                jumpOver(job);
                waiting.add(job);
                begin(job);
            } else {
                waiting.add(job);
            }
            return;
        }
        startHeads();
        if (waiting.isEmpty()) {
            return;
        }
        for (int j : new ArrayList<>(waiting.subList(1, waiting.size()))) {
            if (!headYoungEnough(fixed, count)) {
                return;
            }
            if (fits(j)) {
                begin(j);
                jumpOver(j);
            }
        }
    }

    // ---- EASY, the count-based canonical rules of algorithms.md 5.3: the shadow time is the first
    // expected end at which the head fits, and every job expected to end by then counts ----

    private double expectedEnd(int r) {
        return Math.max(start[r] + estimate[r], now);
    }

    private void easyPass() {
        startHeads();
        if (waiting.isEmpty()) {
            return;
        }
        int head = waiting.get(0);
        List<Integer> byEnd = new ArrayList<>(running);
        byEnd.sort(Comparator.<Integer>comparingDouble(this::expectedEnd)
                .thenComparingDouble(r -> start[r])
                .thenComparingInt(r -> r));
        int avail = free;
        double shadow = Double.NaN;
        for (int i = 0; i < byEnd.size(); i++) {
            int r = byEnd.get(i);
            avail += procs[r];
            boolean lastOfGroup = i + 1 == byEnd.size() || expectedEnd(byEnd.get(i + 1)) != expectedEnd(r);
            if (lastOfGroup && avail >= procs[head]) {
                shadow = expectedEnd(r);
                break;
            }
        }
        int extra = avail - procs[head];
        for (int j : new ArrayList<>(waiting.subList(1, waiting.size()))) {
            if (procs[j] > free) {
                continue;
            }
            boolean endsBeforeShadow = now + estimate[j] <= shadow;
            if (endsBeforeShadow || procs[j] <= extra) {
                begin(j);
                if (!endsBeforeShadow) {
                    extra -= procs[j];
                }
            }
        }
    }

    // ---- Conservative backfilling on counts: reservations in arrival order on a profile of free
    // processors; compression (each reservation moved to its earliest slot no later than before,
    // in arrival order) only after a departure; jobs start when their reservation comes ----

    private final double[] reservedAt;
    private boolean departedSincePass;

    /** When running job {@code r} is planned to leave: its expected end, or just after now if overdue. */
    private double plannedEnd(int r) {
        double e = start[r] + estimate[r];
        return e >= now ? e : Math.nextUp(now);
    }

    private double slotEnd(int j, double at) {
        return Math.max(at + estimate[j], Math.nextUp(at));
    }

    /** Free processors at time {@code t >= now} given running jobs and the reservations of all but {@code except}. */
    private int freeAt(double t, int except) {
        int f = capacity;
        for (int r : running) {
            if (plannedEnd(r) > t) {
                f -= procs[r];
            }
        }
        for (int w : waiting) {
            if (w != except && !Double.isNaN(reservedAt[w]) && reservedAt[w] <= t && t < slotEnd(w, reservedAt[w])) {
                f -= procs[w];
            }
        }
        return f;
    }

    private List<Double> breakpoints() {
        java.util.TreeSet<Double> keys = new java.util.TreeSet<>();
        keys.add(now);
        for (int r : running) {
            keys.add(plannedEnd(r));
        }
        for (int w : waiting) {
            if (!Double.isNaN(reservedAt[w])) {
                keys.add(reservedAt[w]);
                keys.add(slotEnd(w, reservedAt[w]));
            }
        }
        return new ArrayList<>(keys);
    }

    private boolean fitsFrom(int j, double at, List<Double> keys) {
        if (freeAt(at, j) < procs[j]) {
            return false;
        }
        double end = slotEnd(j, at);
        for (double k : keys) {
            if (k > at && k < end && freeAt(k, j) < procs[j]) {
                return false;
            }
        }
        return true;
    }

    private void conservativePass() {
        boolean compress = departedSincePass;
        departedSincePass = false;
        // put back what is still valid, in arrival order
        List<Integer> kept = new ArrayList<>();
        for (int w : waiting) {
            if (Double.isNaN(reservedAt[w])) {
                continue;
            }
            double at = reservedAt[w];
            reservedAt[w] = Double.NaN;
            boolean ok = at >= now;
            if (ok) {
                List<Double> keys = breakpoints();
                keys.add(at);
                ok = fitsFromWith(w, at, keys, kept);
            }
            if (ok) {
                kept.add(w);
                reservedAt[w] = at;
            }
        }
        for (int w : waiting) {
            double old = reservedAt[w];
            if (!Double.isNaN(old) && (!compress || old == now)) {
                continue;
            }
            reservedAt[w] = Double.NaN;
            List<Double> keys = breakpoints();
            double chosen = Double.NaN;
            for (double k : keys) {
                if (!Double.isNaN(old) && k >= old) {
                    break;
                }
                if (fitsFrom(w, k, keys)) {
                    chosen = k;
                    break;
                }
            }
            reservedAt[w] = Double.isNaN(chosen) ? old : chosen;
            if (Double.isNaN(reservedAt[w])) {
                throw new IllegalStateException("reference: no slot for job " + w);
            }
        }
        for (int w : new ArrayList<>(waiting)) {
            if (reservedAt[w] == now && fits(w)) {
                begin(w);
                reservedAt[w] = Double.NaN;
            }
        }
    }

    /** {@link #fitsFrom} counting only the reservations already put back ({@code kept}). */
    private boolean fitsFromWith(int j, double at, List<Double> keys, List<Integer> kept) {
        double[] saved = reservedAt.clone();
        for (int w : waiting) {
            if (!kept.contains(w)) {
                reservedAt[w] = Double.NaN;
            }
        }
        boolean ok = fitsFrom(j, at, keys);
        System.arraycopy(saved, 0, reservedAt, 0, saved.length);
        return ok;
    }
}
