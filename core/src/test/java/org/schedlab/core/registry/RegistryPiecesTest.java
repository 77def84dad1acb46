package org.schedlab.core.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.alloc.TestsPlacements;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.sched.Scheduler;
import org.schedlab.core.sched.SchedulerContext;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;

/** Workload parameters, machine defaults, named scheduler factories and the flat machine factory. */
class RegistryPiecesTest {
    private static WorkloadParams params(double load, double utilization, Map<String, String> options) {
        return new WorkloadParams(null, new RandomStreams(1, 0), load, utilization, 10, options);
    }

    @Test
    void anArrivalRateComesFromTheLoadOrFromTheUtilization() {
        assertThat(params(0.25, Double.NaN, Map.of()).arrivalRate("w", 100, 5, 2))
                .isEqualTo(0.25);
        // rho = lambda * size * service / capacity: 0.8 * 100 / (5 * 2)
        assertThat(params(Double.NaN, 0.8, Map.of()).arrivalRate("w", 100, 5, 2))
                .isEqualTo(8.0);
        assertThatThrownBy(() -> params(0, Double.NaN, Map.of()).arrivalRate("w", 100, 5, 2))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--load must be a finite arrival rate > 0, got 0.0");
        assertThatThrownBy(() ->
                        params(Double.POSITIVE_INFINITY, Double.NaN, Map.of()).arrivalRate("w", 100, 5, 2))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> params(Double.NaN, 0, Map.of()).arrivalRate("w", 100, 5, 2))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--utilization must be finite and > 0, got 0.0");
        assertThatThrownBy(() ->
                        params(Double.NaN, Double.POSITIVE_INFINITY, Map.of()).arrivalRate("w", 100, 5, 2))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> params(Double.NaN, Double.NaN, Map.of()).arrivalRate("w", 100, 5, 2))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w needs --load (arrival rate) or --utilization");
    }

    @Test
    void aTraceRefusesEitherRateNamingIt() {
        params(Double.NaN, Double.NaN, Map.of()).requireNoArrivalRate("swf");
        assertThatThrownBy(() -> params(0.5, Double.NaN, Map.of()).requireNoArrivalRate("swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--load does not apply to workload swf");
        assertThatThrownBy(() -> params(Double.NaN, 0.5, Map.of()).requireNoArrivalRate("swf"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--utilization does not apply to workload swf");
    }

    @Test
    void onlyKnownOptionsPass() {
        params(Double.NaN, Double.NaN, Map.of("a", "1")).requireKnownOptions("w", Set.of("a", "b"));
        assertThatThrownBy(() -> params(Double.NaN, Double.NaN, Map.of("c", "1", "a", "2"))
                        .requireKnownOptions("w", Set.of("b", "a")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("workload w: unknown option 'c' (known: a, b)");
    }

    @Test
    void machineDefaultsAreFlat() {
        Machine m = new FlatMachineFactory().create(Spec.parse("--machine", "flat:8"), null);
        assertThat(m.describe()).isEqualTo("flat:8");
        assertThat(m.capacity()).isEqualTo(8);
        assertThat(m.shape()).containsExactly(8);
        assertThat(m.geometry()).isEqualTo(new Geometry.Flat(8));
        assertThat(m.largestRequest()).isEqualTo(8);
        Job j = Job.of(1, 0, 1, 3);
        assertThat(m.map(j)).isSameAs(j);
        Allocator a = m.newAllocator();
        assertThat(a).isInstanceOf(FlatAllocator.class);
        assertThat(a.capacity()).isEqualTo(8);
    }

    @Test
    void theFlatFactoryAcceptsItsRegisteredAllocators() {
        FlatMachineFactory f = new FlatMachineFactory();
        Machine plain = f.create(Spec.parse("--machine", "flat:4"), Spec.parse("--allocator", "flat"));
        assertThat(plain.capacity()).isEqualTo(4);
        assertThat(plain.describe()).isEqualTo("flat:4");
        assertThatThrownBy(() -> f.create(Spec.parse("--machine", "flat:4"), Spec.parse("--allocator", "mbs")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--allocator 'mbs': unknown flat allocator 'mbs'; known: flat");
        assertThatThrownBy(() -> f.create(Spec.parse("--machine", "flat:4"), Spec.parse("--allocator", "flat:1")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--allocator 'flat:1': expected flat (no arguments)");
        assertThat(f.synopsis()).startsWith("flat:N  N interchangeable processors");
        assertThat(f.allocators()).containsOnlyKeys("flat");

        // another module's allocator for flat machines: found by --allocator, named in describe()
        NamedAllocatorFactory<Geometry.Flat> highest = new NamedAllocatorFactory<>(
                Geometry.Flat.class, "line", "line", "contiguous ids", (spec, g) -> new FlatAllocator(g.processors()));
        FlatMachineFactory both = new FlatMachineFactory(Set.of(FlatMachineFactory.FLAT, highest));
        Machine m = both.create(Spec.parse("--machine", "flat:6"), Spec.parse("--allocator", "line"));
        assertThat(m.describe()).isEqualTo("flat:6/line");
        assertThat(m.newAllocator().capacity()).isEqualTo(6);
        assertThat(both.allocators()).containsOnlyKeys("flat", "line");
    }

    private static final Scheduler IDLE = new Scheduler() {
        @Override
        public void onArrival(Job job, SchedulerContext ctx) {}

        @Override
        public void onDeparture(Job job, SchedulerContext ctx) {}

        @Override
        public int waiting() {
            return 0;
        }
    };

    @Test
    void aNamedSchedulerFactoryBuildsOnlyItsNameAndCollectsCapabilities() {
        NamedSchedulerFactory f = new NamedSchedulerFactory("idle", "idle  does nothing", spec -> IDLE);
        assertThat(f.create(Spec.parse("--scheduler", "idle"))).isSameAs(IDLE);
        assertThatThrownBy(() -> f.create(Spec.parse("--scheduler", "busy")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--scheduler 'busy': this factory builds 'idle' schedulers, not 'busy'");
        NamedSchedulerFactory g = f.requiring(CountsSuffice.class).requiring(TestsPlacements.class);
        assertThat(g.requires(Spec.parse("--scheduler", "idle")))
                .containsExactlyInAnyOrder(CountsSuffice.class, TestsPlacements.class);
        assertThat(f.requires(Spec.parse("--scheduler", "idle"))).isEmpty();
    }

    @Test
    void aFamilyKnowsItsGeometryAndFindsItsFactories() {
        NamedAllocatorFactory<Geometry.Flat> a = new NamedAllocatorFactory<>(
                Geometry.Flat.class, "a", "a", "the a rule", (spec, g) -> new FlatAllocator(g.processors()));
        AllocatorFamily f = new AllocatorFamily(Geometry.Flat.class, "flat", List.of(a));
        assertThat(f.geometry()).isEqualTo(Geometry.Flat.class);
        assertThat(f.get("a")).isSameAs(a);
        assertThat(f.get("b")).isNull();
    }

    @Test
    void aWorkloadRunsOnEveryGeometryUnlessItSaysOtherwise() {
        WorkloadFactory w = new WorkloadFactory() {
            @Override
            public Workload create(Spec spec, WorkloadParams params) {
                return null;
            }

            @Override
            public String synopsis() {
                return "w";
            }
        };
        assertThat(w.runsOn(new Geometry.Flat(3))).isTrue();
        assertThat(w.runsOn(new Geometry.Grid() {
                    @Override
                    public List<Integer> sides() {
                        return List.of(2, 2, 2);
                    }

                    @Override
                    public int processors() {
                        return 8;
                    }

                    @Override
                    public String describe() {
                        return "cube";
                    }
                }))
                .isTrue();
    }
}
