package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.job.Request;

/**
 * The {@link Allocator} contract, as an abstract JUnit 5 tester: a module's allocator test extends
 * it, names the allocators to check ({@link #subjects}) and says how to draw a random request for
 * them ({@link #randomRequest}); everything else is inherited. Over seeded random sequences of
 * finds, commits and releases on every subject it checks, with nothing more from the subclass,
 * that
 *
 * <ul>
 *   <li>after every step, {@code checkInvariants} passes and the committed placements hold
 *       disjoint sets of processors inside {@code [0, capacity)} (as the allocator names them,
 *       {@link Allocator#processorIds}), each as many as it says, and {@code free()} is the
 *       capacity minus their union; a placement just found holds no processor a committed one
 *       holds;
 *   <li>{@code find} never changes the state, is deterministic, agrees with {@code fits}, and a
 *       {@code copy} decides the same;
 *   <li>a found placement commits, and releasing it restores the state exactly;
 *   <li>releasing everything gives back the empty machine;
 *   <li>a copy is independent of its original in both directions;
 *   <li>a request that can never fit is refused without throwing, and a request found on the empty
 *       machine can ever fit;
 *   <li>the optional capabilities the allocator declares hold: a {@link CountsSuffice} allocator
 *       finds every request of at most {@code free()} processors that can ever fit (checked on
 *       every state of the random sequences), and a {@link TestsPlacements} allocator answers
 *       {@code isFree} for its own placements (committed: not free; found or released: free),
 *       and a copy declares the same capabilities.
 * </ul>
 *
 * With more from the subclass it checks more: fit decisions against a naive twin ({@link
 * #naiveFits}), the module's own rules for a placement ({@link #checkPlacement}), and an exact
 * state ({@link #state}) instead of the observable one. An allocator whose placements only count
 * processors (per cluster) says so ({@link #placementsNameProcessors}); its committed counts are
 * checked against {@code free()} instead of a union of ids.
 *
 * <p>Each dynamic test is named {@code check: subject, seed N}; a failure names the step too, and
 * an exception the allocator throws is reported with the subject, seed, step and the call.
 *
 * <p>A module keeps its own tests for what only it knows (a paper's examples, exact placements
 * against a reference policy, its error messages) and lets the tester check the rest.
 */
public abstract class AllocatorContract {
    /**
     * One allocator configuration to check.
     *
     * @param name a label for test names, e.g. {@code mpl 16x16 rotate}
     * @param fresh builds a fresh, empty allocator each time it is called
     */
    public record Subject(String name, Supplier<? extends Allocator> fresh) {
        public Subject {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(fresh, "fresh");
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The allocators to check; keep machines small (tens to a few hundred processors). */
    protected abstract List<Subject> subjects();

    /**
     * A random request for {@code allocator}, in the request type its machine maps jobs to. Mix
     * small requests, large ones and some that can never fit, so that every path is taken.
     */
    protected abstract Request randomRequest(Allocator allocator, SplittableRandom rnd);

    /**
     * The naive twin: whether some placement for {@code request} exists in {@code allocator}'s
     * state, decided by brute force; {@code null} (the default) when the module has none. Only
     * asked where the allocator's rule is complete (finds a placement whenever one exists).
     */
    protected Boolean naiveFits(Allocator allocator, Request request) {
        return null;
    }

    /**
     * Module-specific checks of a placement just found for {@code request} (its shape, its place
     * in the machine); called before it is committed. The default checks nothing.
     */
    protected void checkPlacement(Allocator allocator, Request request, Allocation placement) {}

    /**
     * A value equal for equal allocation states. The default is the observable state: {@code
     * free()} and what {@code find} answers for a fixed set of probe requests; a module with a view
     * of its busy processors overrides it with an exact one.
     */
    protected Object state(Allocator allocator) {
        List<String> out = new ArrayList<>();
        out.add("free " + allocator.free());
        for (Request r : probes(allocator)) {
            Allocation a = allocator.find(r);
            out.add(a == null ? "-" : a.describe());
        }
        return out;
    }

    /** Whether a placement always has exactly the processors asked; default true. */
    protected boolean exactSize() {
        return true;
    }

    /**
     * Whether a placement names its processors (true, the default: {@link Allocator#processorIds}
     * lists them, and the tester checks disjointness and free processors on their union) or only
     * counts them per part of the machine (clusters: the tester then checks the committed counts,
     * and a committed placement may still be free for {@code isFree}).
     */
    protected boolean placementsNameProcessors() {
        return true;
    }

    /** Seeds of the random sequences; default 1 to 4. */
    protected long[] seeds() {
        return LongStream.rangeClosed(1, 4).toArray();
    }

    /** Steps of each random sequence; default 150. */
    protected int steps() {
        return 150;
    }

    /** Requests tried in each state; default 12 drawn by {@link #randomRequest} from a fixed seed. */
    protected List<Request> probes(Allocator allocator) {
        SplittableRandom rnd = new SplittableRandom(0x5EEDL);
        List<Request> out = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            out.add(randomRequest(allocator, rnd));
        }
        return out;
    }

    /**
     * Every check on every subject and seed, as dynamic tests grouped by check, each named {@code
     * check: subject, seed N} so that Surefire's console and XML name what failed on what.
     */
    @TestFactory
    Stream<DynamicNode> allocatorContract() {
        return checks().entrySet().stream()
                .flatMap(check -> subjects().stream()
                        .flatMap(s -> LongStream.of(seeds())
                                .mapToObj(seed -> named(check.getKey(), s, seed, check.getValue()))));
    }

    /** The dynamic test {@code check: subject, seed N}; its failure message starts with the check. */
    private static DynamicNode named(String check, Subject s, long seed, Check body) {
        return DynamicTest.dynamicTest(check + ": " + s.name() + ", seed " + seed, () -> {
            try {
                body.run(s, seed);
            } catch (AssertionError e) {
                AssertionError named = new AssertionError(check + ": " + e.getMessage(), e.getCause());
                named.setStackTrace(e.getStackTrace());
                throw named;
            }
        });
    }

    /** One check of the contract on one subject and seed. */
    @FunctionalInterface
    public interface Check {
        void run(Subject subject, long seed);
    }

    /** The checks by name, in a fixed order (for planted-bug tests: run one by name). */
    public final java.util.Map<String, Check> checks() {
        java.util.Map<String, Check> out = new java.util.LinkedHashMap<>();
        out.put("find keeps the state, is deterministic and agrees with fits and a copy", this::findIsPure);
        out.put("commit then release restores the state", this::roundTrips);
        out.put("placements, free arithmetic and invariants after every step", this::freeArithmetic);
        out.put("a copy is independent", this::copyIsIndependent);
        out.put("requests that can never fit are refused", this::neverFitting);
        out.put("fit decisions agree with the naive twin", this::agreesWithNaiveTwin);
        out.put("declared capabilities hold", this::capabilities);
        return out;
    }

    /**
     * A random state: the allocator after {@code steps} random finds, commits and releases, each
     * step audited as in every check. Returns the placements still committed.
     */
    protected final List<Allocation> churn(Allocator a, SplittableRandom rnd, int steps) {
        Walk w = new Walk(new Subject(a.getClass().getSimpleName(), () -> a), 0, a, rnd);
        w.steps(steps);
        return w.running;
    }

    /**
     * One random sequence on one allocator, which keeps what the tester knows whatever the
     * subclass supplies: the placements committed and, when placements name their processors
     * ({@link #placementsNameProcessors}), the union of the processors they hold. Every commit is
     * checked against it (inside {@code [0, capacity)}, as many ids as processors, none held
     * already), and after every step {@code checkInvariants} runs and {@code free()} must equal the
     * capacity minus that union (minus the committed processor counts when placements only count).
     * A call into the allocator that throws fails with the subject, seed and step.
     */
    private final class Walk {
        final Subject subject;
        final long seed;
        final Allocator a;
        final SplittableRandom rnd;
        final List<Allocation> running;
        final BitSet held;
        int step;

        Walk(Subject subject, long seed, Allocator a, SplittableRandom rnd) {
            this(subject, seed, a, rnd, new ArrayList<>(), new BitSet(), 0);
        }

        private Walk(
                Subject subject,
                long seed,
                Allocator a,
                SplittableRandom rnd,
                List<Allocation> running,
                BitSet held,
                int step) {
            this.subject = subject;
            this.seed = seed;
            this.a = a;
            this.rnd = rnd;
            this.running = running;
            this.held = held;
            this.step = step;
        }

        /** The same placements on {@code copy}, an independent copy of this walk's allocator. */
        Walk onCopy(Allocator copy) {
            return new Walk(subject, seed, copy, rnd, new ArrayList<>(running), (BitSet) held.clone(), step);
        }

        /** {@code subject, seed N, step K}: where a failure happened. */
        String where() {
            return subject.name() + ", seed " + seed + ", step " + step;
        }

        /** Runs a call into the allocator; an exception it throws fails naming the walk's place. */
        <T> T call(String what, Supplier<T> body) {
            try {
                return body.get();
            } catch (RuntimeException e) {
                throw new AssertionError(where() + ": " + what + " threw " + e, e);
            }
        }

        void run(String what, Runnable body) {
            call(what, () -> {
                body.run();
                return null;
            });
        }

        Request request() {
            return randomRequest(a, rnd);
        }

        Allocation find(Request r) {
            return call("find(" + r + ")", () -> a.find(r));
        }

        /** The processors {@code p} holds, checked: in range, as many as it says, each once. */
        BitSet ids(Allocation p) {
            int[] ids;
            try {
                ids = a.processorIds(p).toArray();
            } catch (UnsupportedOperationException e) {
                throw new AssertionError(where() + ": the tester cannot see which processors " + p.describe()
                        + " holds: implement Allocation.processorIds (or Allocator.processorIds for placements"
                        + " numbered through the machine), or, for placements that only count processors,"
                        + " override placementsNameProcessors() to return false (" + e.getMessage() + ")");
            } catch (RuntimeException e) {
                throw new AssertionError(where() + ": processorIds(" + p.describe() + ") threw " + e, e);
            }
            BitSet out = new BitSet();
            for (int id : ids) {
                if (id < 0 || id >= a.capacity()) {
                    throw new AssertionError(where() + ": placement " + p.describe() + " holds processor " + id
                            + ", outside [0, " + a.capacity() + ")");
                }
                if (out.get(id)) {
                    throw new AssertionError(
                            where() + ": placement " + p.describe() + " names processor " + id + " twice");
                }
                out.set(id);
            }
            if (ids.length != p.processors()) {
                throw new AssertionError(where() + ": placement " + p.describe() + " says " + p.processors()
                        + " processors but names " + ids.length);
            }
            return out;
        }

        /** Fails when {@code p}, a placement just found, holds a processor a committed one holds. */
        void requireFree(Allocation p) {
            if (!placementsNameProcessors()) {
                return;
            }
            BitSet overlap = ids(p);
            overlap.and(held);
            if (!overlap.isEmpty()) {
                throw new AssertionError(where() + ": placement " + p.describe() + " holds processors " + overlap
                        + " that committed placements hold already");
            }
        }

        void commit(Allocation p) {
            requireFree(p);
            run("commit(" + p.describe() + ")", () -> a.commit(p));
            running.add(p);
            if (placementsNameProcessors()) {
                held.or(ids(p));
            }
        }

        void release(Allocation p) {
            run("release(" + p.describe() + ")", () -> a.release(p));
            running.remove(p);
            if (placementsNameProcessors()) {
                held.andNot(ids(p));
            }
        }

        /** A random release (one in three when something runs) or a find that commits when it fits. */
        void step() {
            if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                release(running.get(rnd.nextInt(running.size())));
            } else {
                Allocation found = find(request());
                if (found != null) {
                    commit(found);
                }
            }
            step++;
            audit();
        }

        void steps(int n) {
            for (int i = 0; i < n; i++) {
                step();
            }
        }

        /** {@code checkInvariants}, then free against the committed placements. */
        void audit() {
            run("checkInvariants()", a::checkInvariants);
            int free = call("free()", a::free);
            int busy = placementsNameProcessors()
                    ? held.cardinality()
                    : running.stream().mapToInt(Allocation::processors).sum();
            if (free != a.capacity() - busy) {
                throw new AssertionError(where() + ": free() is " + free + " but the committed placements hold "
                        + busy + " of " + a.capacity() + " processors"
                        + (placementsNameProcessors() ? " (their union)" : ""));
            }
        }
    }

    private Walk walk(Subject s, long seed) {
        Allocator a = s.fresh().get();
        return new Walk(s, seed, a, new SplittableRandom(seed));
    }

    private void findIsPure(Subject s, long seed) {
        Walk w = walk(s, seed);
        Allocator a = w.a;
        for (int step = 0; step < steps(); step++) {
            if (step % 10 == 0) {
                Object before = state(a);
                Allocator copy = w.call("copy()", a::copy);
                for (Request r : probes(a)) {
                    Allocation found = w.find(r);
                    assertThat(state(a))
                            .as("%s: find(%s) must not change the state", w.where(), r)
                            .isEqualTo(before);
                    assertThat(w.find(r))
                            .as("%s: find(%s) is deterministic", w.where(), r)
                            .isEqualTo(found);
                    assertThat(w.call("find(" + r + ") on a copy", () -> copy.find(r)))
                            .as("%s: a copy finds the same for %s", w.where(), r)
                            .isEqualTo(found);
                    assertThat(w.call("fits(" + r + ")", () -> a.fits(r)))
                            .as("%s: fits(%s) agrees with find", w.where(), r)
                            .isEqualTo(found != null);
                    if (found != null) {
                        if (exactSize()) {
                            assertThat(found.processors())
                                    .as("%s: processors of the placement for %s", w.where(), r)
                                    .isEqualTo(r.processors());
                        }
                        assertThat(found.processors())
                                .as("%s: placement within free", w.where())
                                .isLessThanOrEqualTo(a.free());
                        w.requireFree(found);
                        checkPlacement(a, r, found);
                    }
                }
            }
            w.step();
        }
    }

    private void roundTrips(Subject s, long seed) {
        Walk w = walk(s, seed);
        Allocator a = w.a;
        for (int step = 0; step < steps(); step++) {
            Request r = w.request();
            Allocation found = w.find(r);
            if (found != null) {
                Object before = state(a);
                int free = a.free();
                w.commit(found);
                w.audit();
                assertThat(a.free())
                        .as("%s: free after commit of %s", w.where(), found.describe())
                        .isEqualTo(free - found.processors());
                w.release(found);
                w.audit();
                assertThat(a.free()).as("%s: free after release", w.where()).isEqualTo(free);
                assertThat(state(a))
                        .as("%s: release of %s restores the state", w.where(), found.describe())
                        .isEqualTo(before);
                assertThat(w.find(r))
                        .as("%s: the same placement after the round trip", w.where())
                        .isEqualTo(found);
            }
            w.step();
        }
    }

    private void freeArithmetic(Subject s, long seed) {
        Walk w = walk(s, seed);
        Allocator a = w.a;
        Object empty = state(a);
        assertThat(a.free()).as("%s: an empty machine is all free", s).isEqualTo(a.capacity());
        w.audit();
        for (int step = 0; step < steps(); step++) {
            w.step();
            assertThat(a.free()
                            + w.running.stream()
                                    .mapToInt(Allocation::processors)
                                    .sum())
                    .as("%s: free + committed == capacity", w.where())
                    .isEqualTo(a.capacity());
        }
        while (!w.running.isEmpty()) {
            w.release(w.running.get(w.running.size() - 1));
            w.step++;
            w.audit();
        }
        assertThat(a.free()).as("%s: everything released", w.where()).isEqualTo(a.capacity());
        assertThat(state(a))
                .as("%s: everything released is the empty machine", w.where())
                .isEqualTo(empty);
    }

    private void copyIsIndependent(Subject s, long seed) {
        Walk w = walk(s, seed);
        Allocator a = w.a;
        w.steps(steps() / 2);
        Object original = state(a);
        Walk onCopy = w.onCopy(w.call("copy()", a::copy));
        assertThat(state(onCopy.a)).as("%s: a copy starts equal", w.where()).isEqualTo(original);
        onCopy.steps(steps() / 2);
        assertThat(state(a))
                .as("%s: changing a copy leaves the original alone", onCopy.where())
                .isEqualTo(original);
        w.audit();
        Object copied = state(onCopy.a);
        w.steps(steps() / 2);
        assertThat(state(onCopy.a))
                .as("%s: changing the original leaves the copy alone", w.where())
                .isEqualTo(copied);
        onCopy.audit();
    }

    private void neverFitting(Subject s, long seed) {
        Allocator empty = s.fresh().get();
        Walk w = walk(s, seed);
        w.steps(steps() / 2);
        for (int i = 0; i < 100; i++) {
            Request r = w.request();
            boolean ever = w.call("canEverFit(" + r + ")", () -> empty.canEverFit(r));
            boolean onEmpty = w.call("find(" + r + ") on the empty machine", () -> empty.find(r)) != null;
            assertThat(ever)
                    .as("%s: canEverFit(%s) iff found on the empty machine", w.where(), r)
                    .isEqualTo(onEmpty);
            if (!ever) {
                assertThat(w.find(r)).as("%s: %s can never fit", w.where(), r).isNull();
                assertThat(w.call("fits(" + r + ")", () -> w.a.fits(r)))
                        .as("%s: %s can never fit", w.where(), r)
                        .isFalse();
            }
        }
    }

    private void agreesWithNaiveTwin(Subject s, long seed) {
        Walk w = walk(s, seed);
        for (int step = 0; step < steps(); step++) {
            Request r = w.request();
            Boolean naive = naiveFits(w.a, r);
            if (naive != null) {
                assertThat(w.find(r) != null)
                        .as("%s: finds %s iff the naive twin does", w.where(), r)
                        .isEqualTo(naive);
            }
            w.step();
        }
    }

    private void capabilities(Subject s, long seed) {
        Walk w = walk(s, seed);
        Allocator a = w.a;
        boolean countsSuffice = Capabilities.has(a, CountsSuffice.class);
        TestsPlacements t = Capabilities.as(a, TestsPlacements.class).orElse(null);
        Allocator copy = w.call("copy()", a::copy);
        assertThat(Capabilities.has(copy, CountsSuffice.class))
                .as("%s: a copy claims counts suffice iff the original does", s)
                .isEqualTo(countsSuffice);
        assertThat(Capabilities.has(copy, TestsPlacements.class))
                .as("%s: a copy tests placements iff the original does", s)
                .isEqualTo(t != null);
        for (int step = 0; step < steps(); step++) {
            Request r = w.request();
            Allocation found = w.find(r);
            if (countsSuffice && r.processors() <= a.free() && a.canEverFit(r)) {
                assertThat(found)
                        .as(
                                "%s: %s claims counts suffice: %s (%d processors) must fit with %d free",
                                w.where(), s, r, r.processors(), a.free())
                        .isNotNull();
            }
            if (t != null) {
                for (Allocation held : w.running) {
                    if (placementsNameProcessors() && held.processors() > 0) {
                        assertThat(w.call("isFree(" + held.describe() + ")", () -> t.isFree(held)))
                                .as("%s: a committed placement is not free", w.where())
                                .isFalse();
                    }
                }
                if (found != null) {
                    assertThat(w.call("isFree(" + found.describe() + ")", () -> t.isFree(found)))
                            .as("%s: a found placement is free", w.where())
                            .isTrue();
                    w.commit(found);
                    if (placementsNameProcessors() && found.processors() > 0) {
                        assertThat(t.isFree(found))
                                .as("%s: a committed placement is no longer free", w.where())
                                .isFalse();
                    }
                    w.release(found);
                    assertThat(t.isFree(found))
                            .as("%s: a released placement is free again", w.where())
                            .isTrue();
                }
            }
            w.step();
        }
    }
}
