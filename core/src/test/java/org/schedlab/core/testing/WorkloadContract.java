package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.registry.Workload;

/**
 * The {@link Workload} contract, as an abstract JUnit 5 tester: a module's workload test extends
 * it and lists the configurations to check ({@link #cases}). For each it checks that
 *
 * <ul>
 *   <li>the workload is restartable: a second {@code iterator()} gives the same jobs;
 *   <li>it is deterministic per seed: the same seed gives the same jobs, another seed others;
 *   <li>submit times never decrease, and jobs are well formed (ids unique, at least one processor,
 *       no more than the machine's capacity);
 *   <li>when the case names a target offered load, the load of the first {@link Case#jobs} jobs,
 *       {@code sum(runtime x processors) / (capacity x span of submit times)}, is within the
 *       case's relative tolerance of it.
 * </ul>
 */
public abstract class WorkloadContract {
    /**
     * One workload configuration.
     *
     * @param name a label for test names, e.g. {@code downey on flat:128 at 0.7}
     * @param build the workload for a seed (replication 0)
     * @param capacity processors of the machine the workload is built for
     * @param jobs how many leading jobs to check
     * @param offeredLoad the target offered load, or NaN when the case sets none
     * @param tolerance the relative tolerance of the offered load (e.g. 0.1 for 10%); choose it
     *     from the model's variance over {@code jobs} jobs, not from a run that failed
     */
    public record Case(
            String name, LongFunction<Workload> build, int capacity, int jobs, double offeredLoad, double tolerance) {
        public Case {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(build, "build");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The configurations to check. */
    protected abstract List<Case> cases();

    /**
     * Every check on every case, as dynamic tests named {@code check: case, seed N} (the seeds each
     * check builds the case with), so that Surefire's console and XML name what failed on what.
     */
    @TestFactory
    Stream<DynamicNode> workloadContract() {
        return cases().stream()
                .flatMap(c -> Stream.of(
                        named("restartable", c, "seed 1", () -> restartable(c)),
                        named("deterministic per seed", c, "seeds 7 and 8", () -> deterministic(c)),
                        named("well formed, in submit order", c, "seed 3", () -> wellFormed(c)),
                        named("offered load", c, "seed 11", () -> offeredLoad(c))));
    }

    /**
     * The dynamic test {@code check: case, seeds}; a failure, or an exception the workload throws,
     * is reported with the same words.
     */
    private static DynamicNode named(String check, Case c, String seeds, Runnable body) {
        String name = check + ": " + c.name() + ", " + seeds;
        return DynamicTest.dynamicTest(name, () -> {
            try {
                body.run();
            } catch (AssertionError | RuntimeException e) {
                AssertionError named = new AssertionError(
                        name + ": " + (e instanceof AssertionError ? e.getMessage() : "threw " + e),
                        e instanceof AssertionError ? e.getCause() : e);
                named.setStackTrace(e.getStackTrace());
                throw named;
            }
        });
    }

    /** The first {@code n} jobs of {@code w}, from a fresh iterator. */
    public static List<Job> first(Workload w, int n) {
        List<Job> out = new ArrayList<>();
        Iterator<Job> it = w.iterator();
        while (out.size() < n && it.hasNext()) {
            out.add(it.next());
        }
        return out;
    }

    /** A restarted iterator gives the same jobs. */
    public static void restartable(Case c) {
        Workload w = c.build().apply(1);
        List<Job> once = first(w, c.jobs());
        assertThat(once).as("%s: jobs", c).isNotEmpty();
        assertThat(first(w, c.jobs()))
                .as("%s: a second iterator gives the same jobs", c)
                .isEqualTo(once);
    }

    /** Same seed, same jobs; another seed, other jobs. */
    public static void deterministic(Case c) {
        List<Job> a = first(c.build().apply(7), c.jobs());
        assertThat(first(c.build().apply(7), c.jobs()))
                .as("%s: same seed, same jobs", c)
                .isEqualTo(a);
        assertThat(first(c.build().apply(8), c.jobs()))
                .as("%s: another seed, other jobs", c)
                .isNotEqualTo(a);
    }

    /** Submit order, unique ids, sizes within the machine. */
    public static void wellFormed(Case c) {
        double last = Double.NEGATIVE_INFINITY;
        java.util.Set<Integer> ids = new java.util.HashSet<>();
        for (Job j : first(c.build().apply(3), c.jobs())) {
            assertThat(j.submit())
                    .as("%s: job %d submitted before the one before it", c, j.id())
                    .isGreaterThanOrEqualTo(last);
            last = j.submit();
            assertThat(ids.add(j.id())).as("%s: job id %d twice", c, j.id()).isTrue();
            assertThat(j.procs()).as("%s: job %d size", c, j.id()).isBetween(1, c.capacity());
        }
    }

    /** The offered load of the leading jobs against the case's target. */
    public static void offeredLoad(Case c) {
        if (Double.isNaN(c.offeredLoad())) {
            return;
        }
        List<Job> jobs = first(c.build().apply(11), c.jobs());
        double work = jobs.stream().mapToDouble(j -> j.runtime() * j.procs()).sum();
        double span = jobs.get(jobs.size() - 1).submit() - jobs.get(0).submit();
        double load = work / (c.capacity() * span);
        assertThat(load)
                .as("%s: offered load of %d jobs", c, jobs.size())
                .isBetween(c.offeredLoad() * (1 - c.tolerance()), c.offeredLoad() * (1 + c.tolerance()));
    }
}
