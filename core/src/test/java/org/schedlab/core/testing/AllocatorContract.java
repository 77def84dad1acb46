package org.schedlab.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
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
 * finds, commits and releases on every subject it checks that
 *
 * <ul>
 *   <li>{@code find} never changes the state, is deterministic, agrees with {@code fits}, and a
 *       {@code copy} decides the same;
 *   <li>a found placement commits, and releasing it restores the state exactly;
 *   <li>{@code free() == capacity() - } the processors of the committed placements, and releasing
 *       everything gives back the empty machine;
 *   <li>{@code checkInvariants} passes after every step;
 *   <li>a copy is independent of its original in both directions;
 *   <li>a request that can never fit is refused without throwing, and a request found on the empty
 *       machine can ever fit;
 *   <li>when the module supplies a naive twin ({@link #naiveFits}), fit decisions agree with it;
 *   <li>the optional capabilities the allocator declares hold: a {@link CountsSuffice} allocator
 *       finds every request of at most {@code free()} processors that can ever fit (checked on
 *       every state of the random sequences), and a {@link TestsPlacements} allocator answers
 *       {@code isFree} for its own placements (committed: not free; found or released: free),
 *       and a copy declares the same capabilities.
 * </ul>
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
     * Whether a placement names its processors (true, the default) or only counts them per part of
     * the machine (clusters): only then is a committed placement never free for {@code isFree}.
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

    /** Every check on every subject and seed, as dynamic tests named {@code check: subject, seed}. */
    @TestFactory
    Stream<DynamicNode> allocatorContract() {
        return checks().entrySet().stream()
                .map(check -> DynamicContainer.dynamicContainer(
                        check.getKey(),
                        subjects().stream()
                                .flatMap(s -> LongStream.of(seeds())
                                        .mapToObj(seed -> DynamicTest.dynamicTest(
                                                s.name() + ", seed " + seed,
                                                () -> check.getValue().run(s, seed))))));
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
        out.put("free arithmetic and invariants after every step", this::freeArithmetic);
        out.put("a copy is independent", this::copyIsIndependent);
        out.put("requests that can never fit are refused", this::neverFitting);
        out.put("fit decisions agree with the naive twin", this::agreesWithNaiveTwin);
        out.put("declared capabilities hold", this::capabilities);
        return out;
    }

    /** A random state: the allocator after {@code steps} random finds, commits and releases. */
    protected final List<Allocation> churn(Allocator a, SplittableRandom rnd, int steps) {
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps; step++) {
            step(a, rnd, running);
        }
        return running;
    }

    private void step(Allocator a, SplittableRandom rnd, List<Allocation> running) {
        if (!running.isEmpty() && rnd.nextInt(3) == 0) {
            a.release(running.remove(rnd.nextInt(running.size())));
        } else {
            Allocation found = a.find(randomRequest(a, rnd));
            if (found != null) {
                a.commit(found);
                running.add(found);
            }
        }
    }

    private void findIsPure(Subject s, long seed) {
        Allocator a = s.fresh().get();
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps(); step++) {
            if (step % 10 == 0) {
                Object before = state(a);
                Allocator copy = a.copy();
                for (Request r : probes(a)) {
                    Allocation found = a.find(r);
                    assertThat(state(a))
                            .as("%s: find(%s) must not change the state", s, r)
                            .isEqualTo(before);
                    assertThat(a.find(r))
                            .as("%s: find(%s) is deterministic", s, r)
                            .isEqualTo(found);
                    assertThat(copy.find(r))
                            .as("%s: a copy finds the same for %s", s, r)
                            .isEqualTo(found);
                    assertThat(a.fits(r))
                            .as("%s: fits(%s) agrees with find", s, r)
                            .isEqualTo(found != null);
                    if (found != null) {
                        if (exactSize()) {
                            assertThat(found.processors())
                                    .as("%s: processors of the placement for %s", s, r)
                                    .isEqualTo(r.processors());
                        }
                        assertThat(found.processors())
                                .as("%s: placement within free", s)
                                .isLessThanOrEqualTo(a.free());
                        checkPlacement(a, r, found);
                    }
                }
            }
            step(a, rnd, running);
        }
    }

    private void roundTrips(Subject s, long seed) {
        Allocator a = s.fresh().get();
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps(); step++) {
            Request r = randomRequest(a, rnd);
            Allocation found = a.find(r);
            if (found != null) {
                Object before = state(a);
                int free = a.free();
                a.commit(found);
                a.checkInvariants();
                assertThat(a.free())
                        .as("%s: free after commit of %s", s, found.describe())
                        .isEqualTo(free - found.processors());
                a.release(found);
                a.checkInvariants();
                assertThat(a.free()).as("%s: free after release", s).isEqualTo(free);
                assertThat(state(a))
                        .as("%s: release of %s restores the state", s, found.describe())
                        .isEqualTo(before);
                assertThat(a.find(r))
                        .as("%s: the same placement after the round trip", s)
                        .isEqualTo(found);
            }
            step(a, rnd, running);
        }
    }

    private void freeArithmetic(Subject s, long seed) {
        Allocator a = s.fresh().get();
        Object empty = state(a);
        assertThat(a.free()).as("%s: an empty machine is all free", s).isEqualTo(a.capacity());
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps(); step++) {
            step(a, rnd, running);
            a.checkInvariants();
            assertThat(a.free()
                            + running.stream().mapToInt(Allocation::processors).sum())
                    .as("%s step %d: free + committed == capacity", s, step)
                    .isEqualTo(a.capacity());
        }
        while (!running.isEmpty()) {
            a.release(running.remove(running.size() - 1));
            a.checkInvariants();
        }
        assertThat(a.free()).as("%s: everything released", s).isEqualTo(a.capacity());
        assertThat(state(a))
                .as("%s: everything released is the empty machine", s)
                .isEqualTo(empty);
    }

    private void copyIsIndependent(Subject s, long seed) {
        Allocator a = s.fresh().get();
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> running = churn(a, rnd, steps() / 2);
        Object original = state(a);
        Allocator copy = a.copy();
        assertThat(state(copy)).as("%s: a copy starts equal", s).isEqualTo(original);
        List<Allocation> copyRunning = new ArrayList<>(running);
        for (int i = 0; i < steps() / 2; i++) {
            step(copy, rnd, copyRunning);
        }
        copy.checkInvariants();
        assertThat(state(a))
                .as("%s: changing a copy leaves the original alone", s)
                .isEqualTo(original);
        a.checkInvariants();
        Object copied = state(copy);
        for (int i = 0; i < steps() / 2; i++) {
            step(a, rnd, running);
        }
        a.checkInvariants();
        assertThat(state(copy))
                .as("%s: changing the original leaves the copy alone", s)
                .isEqualTo(copied);
    }

    private void neverFitting(Subject s, long seed) {
        Allocator empty = s.fresh().get();
        Allocator a = s.fresh().get();
        SplittableRandom rnd = new SplittableRandom(seed);
        churn(a, rnd, steps() / 2);
        for (int i = 0; i < 100; i++) {
            Request r = randomRequest(a, rnd);
            boolean ever = empty.canEverFit(r);
            boolean onEmpty = empty.find(r) != null;
            assertThat(ever)
                    .as("%s: canEverFit(%s) iff found on the empty machine", s, r)
                    .isEqualTo(onEmpty);
            if (!ever) {
                assertThat(a.find(r)).as("%s: %s can never fit", s, r).isNull();
                assertThat(a.fits(r)).as("%s: %s can never fit", s, r).isFalse();
            }
        }
    }

    private void agreesWithNaiveTwin(Subject s, long seed) {
        Allocator a = s.fresh().get();
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps(); step++) {
            Request r = randomRequest(a, rnd);
            Boolean naive = naiveFits(a, r);
            if (naive != null) {
                assertThat(a.find(r) != null)
                        .as("%s step %d: finds %s iff the naive twin does", s, step, r)
                        .isEqualTo(naive);
            }
            step(a, rnd, running);
        }
    }

    private void capabilities(Subject s, long seed) {
        Allocator a = s.fresh().get();
        boolean countsSuffice = Capabilities.has(a, CountsSuffice.class);
        TestsPlacements t = Capabilities.as(a, TestsPlacements.class).orElse(null);
        Allocator copy = a.copy();
        assertThat(Capabilities.has(copy, CountsSuffice.class))
                .as("%s: a copy claims counts suffice iff the original does", s)
                .isEqualTo(countsSuffice);
        assertThat(Capabilities.has(copy, TestsPlacements.class))
                .as("%s: a copy tests placements iff the original does", s)
                .isEqualTo(t != null);
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation> running = new ArrayList<>();
        for (int step = 0; step < steps(); step++) {
            Request r = randomRequest(a, rnd);
            Allocation found = a.find(r);
            if (countsSuffice && r.processors() <= a.free() && a.canEverFit(r)) {
                assertThat(found)
                        .as(
                                "%s claims counts suffice: %s (%d processors) must fit with %d free",
                                s, r, r.processors(), a.free())
                        .isNotNull();
            }
            if (t != null) {
                for (Allocation held : running) {
                    if (placementsNameProcessors() && held.processors() > 0) {
                        assertThat(t.isFree(held))
                                .as("%s: a committed placement is not free", s)
                                .isFalse();
                    }
                }
                if (found != null) {
                    assertThat(t.isFree(found))
                            .as("%s: a found placement is free", s)
                            .isTrue();
                    a.commit(found);
                    if (placementsNameProcessors() && found.processors() > 0) {
                        assertThat(t.isFree(found))
                                .as("%s: a committed placement is no longer free", s)
                                .isFalse();
                    }
                    a.release(found);
                    assertThat(t.isFree(found))
                            .as("%s: a released placement is free again", s)
                            .isTrue();
                }
            }
            step(a, rnd, running);
        }
    }
}
