package org.schedlab.core.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Job;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;

/**
 * Each job's fair start time (FST) and how much later it really started: the fairness measure of
 * Sabin, Kochhar and Sadayappan, "Job fairness in non-preemptive job scheduling", ICPP 2004, in
 * the form PReMAS computes it ({@code simulator/Main.java}, {@code estimateFST}, switched on by its
 * {@code calcStrictFST} and {@code calcRelaxedFST} constants).
 *
 * <p>At each arrival a side simulation starts from the run's state at that moment: the running
 * jobs, which end at their actual ends and are planned by their estimates from their real starts,
 * and the waiting jobs in arrival order, under a fresh instance of the same scheduler, with no
 * later arrival (not even one of the same second). The <b>strict FST</b> is the start the arriving
 * job gets there when it joins the queue at once: the start it would have had if no later job
 * had been served first. The <b>relaxed FST</b> is its start when it joins only once every job
 * waiting before it has started (so it cannot overtake any of them; with nobody waiting, the
 * strict one). A job is treated unfairly when it starts after its FST; its unfairness is {@code
 * max(0, start - FST)}.
 *
 * <p>Each side simulation feeds the running jobs to the scheduler as arrivals at the current time
 * with their remaining runtime and remaining estimate (so a planner books each until its real
 * start plus estimate), then the waiting jobs, then the arriving one: the running jobs start first
 * and together, as they fit now. Submit times are the current time, so queue orders that read the
 * wait see no wait: use it with arrival-order schedulers ({@code fcfs}, {@code easy}, {@code
 * conservative} and their variants). Processor counts only: the side machine is a fresh flat
 * machine of the same size. Cost per arrival: two or three side runs over the running and waiting
 * jobs.
 */
public final class FairStartTimes implements SimulationListener {
    private final Supplier<Scheduler> scheduler;
    private final Supplier<Allocator> machine;
    private final PassMode passes;
    private final EventOrder order;

    /** Waiting jobs by id, in arrival order. */
    private final LinkedHashMap<Integer, Job> waiting = new LinkedHashMap<>();

    /** Running jobs by id, in start order, with their start times. */
    private final LinkedHashMap<Integer, double[]> running = new LinkedHashMap<>();

    private final Map<Integer, Job> runningJobs = new HashMap<>();

    /** Per job id: {@code [strict FST, relaxed FST]}. */
    private final Map<Integer, double[]> fst = new HashMap<>();

    /** Per job id: its real start. */
    private final Map<Integer, Double> starts = new HashMap<>();

    /**
     * @param scheduler makes a fresh scheduler of the run's spec for each side simulation
     * @param machine makes a fresh empty machine of the run's size (one whose counts decide)
     * @param passes the run's pass mode
     * @param order the run's order of same-second events
     */
    public FairStartTimes(
            Supplier<Scheduler> scheduler, Supplier<Allocator> machine, PassMode passes, EventOrder order) {
        this.scheduler = scheduler;
        this.machine = machine;
        this.passes = passes;
        this.order = order;
    }

    @Override
    public void onArrival(Job job, double now) {
        double strict = sideStart(job, now, false);
        double relaxed = waiting.isEmpty() ? strict : sideStart(job, now, true);
        fst.put(job.id(), new double[] {strict, relaxed});
        waiting.put(job.id(), job);
    }

    @Override
    public void onStart(Job job, Allocation allocation, double now) {
        waiting.remove(job.id());
        running.put(job.id(), new double[] {now});
        runningJobs.put(job.id(), job);
        starts.put(job.id(), now);
    }

    @Override
    public void onKill(Job job, Allocation allocation, double start, double killedAt) {
        throw new IllegalStateException(
                "fair start times are not defined for schedulers that kill jobs (job " + job.id() + ")");
    }

    @Override
    public void onEnd(Job job, Allocation allocation, double start, double end) {
        running.remove(job.id());
        runningJobs.remove(job.id());
    }

    /** The strict FST of the job with this id, or NaN if it has not arrived. */
    public double strict(int id) {
        double[] f = fst.get(id);
        return f == null ? Double.NaN : f[0];
    }

    /** The relaxed FST of the job with this id, or NaN if it has not arrived. */
    public double relaxed(int id) {
        double[] f = fst.get(id);
        return f == null ? Double.NaN : f[1];
    }

    /**
     * Run-level figures over the jobs that started: {@code meanStrictUnfairness} and {@code
     * meanRelaxedUnfairness} (mean of {@code max(0, start - FST)}), {@code unfairStrictShare} and
     * {@code unfairRelaxedShare} (share of jobs that started after their FST), {@code
     * maxStrictUnfairness} and {@code maxRelaxedUnfairness}.
     */
    public Map<String, Double> summary() {
        double[] sum = new double[2];
        double[] max = new double[2];
        long[] unfair = new long[2];
        long n = 0;
        for (Map.Entry<Integer, Double> e : starts.entrySet()) {
            double[] f = fst.get(e.getKey());
            n++;
            for (int k = 0; k < 2; k++) {
                double late = Math.max(0, e.getValue() - f[k]);
                sum[k] += late;
                max[k] = Math.max(max[k], late);
                if (late > 0) {
                    unfair[k]++;
                }
            }
        }
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("meanStrictUnfairness", n == 0 ? 0 : sum[0] / n);
        m.put("unfairStrictShare", n == 0 ? 0 : (double) unfair[0] / n);
        m.put("maxStrictUnfairness", max[0]);
        m.put("meanRelaxedUnfairness", n == 0 ? 0 : sum[1] / n);
        m.put("unfairRelaxedShare", n == 0 ? 0 : (double) unfair[1] / n);
        m.put("maxRelaxedUnfairness", max[1]);
        return m;
    }

    /**
     * The arriving job's start in a side simulation from the current state: joining at once, or
     * (relaxed) once every job waiting now has started.
     */
    private double sideStart(Job job, double now, boolean relaxed) {
        List<Job> jobs = new ArrayList<>(running.size() + waiting.size() + 1);
        running.forEach((id, s) -> {
            Job r = runningJobs.get(id);
            double start = s[0];
            jobs.add(new Job(
                    r.id(),
                    now,
                    Math.max(0, start + r.runtime() - now),
                    Math.max(0, start + r.estimate() - now),
                    r.procs(),
                    r.request(),
                    r.user()));
        });
        for (Job w : waiting.values()) {
            jobs.add(new Job(w.id(), now, w.runtime(), w.estimate(), w.procs(), w.request(), w.user()));
        }
        double joins = now;
        if (relaxed) {
            Map<Integer, Double> before = run(jobs);
            for (Job w : waiting.values()) {
                joins = Math.max(joins, before.get(w.id()));
            }
        }
        jobs.add(new Job(job.id(), joins, job.runtime(), job.estimate(), job.procs(), job.request(), job.user()));
        return run(jobs).get(job.id());
    }

    /** Runs a side simulation of {@code jobs} and returns every job's start by id. */
    private Map<Integer, Double> run(List<Job> jobs) {
        Map<Integer, Double> s = new HashMap<>();
        new Simulation(machine.get(), scheduler.get(), passes)
                .eventOrder(order)
                .addListener(new SimulationListener() {
                    @Override
                    public void onStart(Job j, Allocation a, double at) {
                        s.put(j.id(), at);
                    }
                })
                .run(jobs.iterator());
        return s;
    }
}
