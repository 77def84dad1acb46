package org.schedlab.experiments.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.alloc.ForwardingAllocator;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.job.Request;
import org.schedlab.core.metrics.PlacementMeasure;
import org.schedlab.core.metrics.PlacementMeasures;
import org.schedlab.core.registry.AllocatorFactory;
import org.schedlab.core.registry.AllocatorFamily;
import org.schedlab.core.registry.Geometry;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.NamedAllocatorFactory;
import org.schedlab.core.registry.ViewLayout;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.testing.ContiguousAllocator;
import org.schedlab.core.wiring.Registries;
import org.schedlab.experiments.repro.paper.Units;
import org.schedlab.experiments.run.Papers;
import org.schedlab.experiments.window2011.Window2011;
import org.schedlab.mesh.alloc.MeshAllocators;
import org.schedlab.mesh.geometry.MeshGeometry;
import org.schedlab.schedulers.queue.QueueOrder;
import org.schedlab.schedulers.queue.QueueOrders;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * Modules from outside the built-in ones, found the way the command line finds every module
 * (ServiceLoader over {@code META-INF/services/com.google.inject.Module}, here on an extra class
 * loader): a mesh allocator registered outside topology-mesh runs through {@code simulate}, a
 * machine kind defined outside gains an allocator from a second module, and two registrations of
 * one name stop even {@code list} with exit 2 naming both.
 */
public class OutsideRegistrationTest {
    /** Finds made by {@link Counting} allocators. */
    static final AtomicLong FINDS = new AtomicLong();

    /** Row-major first fit under another name, counting its finds. */
    static final class Counting extends ForwardingAllocator {
        Counting(Allocator delegate) {
            super(delegate);
        }

        @Override
        public Allocation find(Request request) {
            FINDS.incrementAndGet();
            return super.find(request);
        }
    }

    /** Adds {@code outside-ff} for meshes: the mesh gains an allocator without editing topology-mesh. */
    public static final class OutsideAllocatorModule extends AbstractModule {
        @Override
        protected void configure() {
            Registries.allocators(binder())
                    .addBinding()
                    .toInstance(new NamedAllocatorFactory<>(
                            MeshGeometry.class,
                            "outside-ff",
                            "outside-ff",
                            "row-major first fit, registered outside topology-mesh (a test)",
                            (spec, m) -> {
                                spec.requireArgs(0, 0, "outside-ff (no arguments)");
                                return new Counting(
                                        MeshAllocators.create(MeshAllocators.FIRST_FIT, m.width(), m.height(), true));
                            }));
        }
    }

    /** Registers {@code mesh/mpl} a second time. */
    public static final class SecondMplModule extends AbstractModule {
        @Override
        protected void configure() {
            Registries.allocators(binder())
                    .addBinding()
                    .toInstance(new NamedAllocatorFactory<>(
                            MeshGeometry.class,
                            "mpl",
                            "mpl",
                            "another mpl",
                            (spec, g) -> MeshAllocators.create(spec, 4, 4)));
        }
    }

    /** Registers the paper id {@code window-2011} a second time. */
    public static final class SecondWindowPaperModule extends AbstractModule {
        @Override
        protected void configure() {
            Papers.registry(binder())
                    .addBinding(Window2011.ID)
                    .toInstance(new Papers.Paper(Window2011.ID, "another window paper", Window2011::new));
        }
    }

    /** A convention profile from outside workloads: PReMAS's conventions under another name. */
    static final NamedProfile OUTSIDE_PROFILE = new NamedProfile(
            "outside-profile-xyz",
            "a profile registered outside workloads (a test)",
            "OutsideRegistrationTest",
            NamedProfiles.PREMAS.conventions(),
            NamedProfiles.PREMAS.passes(),
            List.of(),
            NamedProfiles.PREMAS.events(),
            NamedProfiles.PREMAS.schedulerOptions());

    /** Adds the profile {@code outside-profile-xyz}. */
    public static final class OutsideProfileModule extends AbstractModule {
        @Override
        protected void configure() {
            NamedProfiles.registry(binder()).addBinding(OUTSIDE_PROFILE.name()).toInstance(OUTSIDE_PROFILE);
        }
    }

    /** Registers the profile name {@code premas} a second time. */
    public static final class SecondPremasProfileModule extends AbstractModule {
        @Override
        protected void configure() {
            NamedProfiles.registry(binder()).addBinding("premas").toInstance(NamedProfiles.DEFAULT);
        }
    }

    /** The geometry of {@code line:N} machines, declared by the module that defines them. */
    public record LineGeometry(int processors) implements Geometry {
        @Override
        public String describe() {
            return "line of " + processors;
        }
    }

    /**
     * {@code line:N}: a machine kind defined outside every built-in module, with its own geometry
     * and one allocator, {@code first-fit} (contiguous runs of ids); any module may add more.
     */
    public static final class LineMachineFactory implements MachineFactory {
        private final AllocatorFamily allocators;

        @Inject
        LineMachineFactory(Set<AllocatorFactory> registered) {
            this.allocators = new AllocatorFamily(LineGeometry.class, "line", registered);
        }

        @Override
        public Machine create(Spec machine, Spec allocator) {
            machine.requireArgs(1, 1, "line:N");
            LineGeometry line = new LineGeometry(machine.intArg(0, "N", 1));
            Spec alloc = allocator != null ? allocator : Spec.parse("--allocator", "first-fit");
            AllocatorFactory factory = allocators.lookup(alloc);
            factory.create(alloc, line);
            return new Machine() {
                @Override
                public String describe() {
                    return "line:" + line.processors() + "/" + alloc.text();
                }

                @Override
                public int capacity() {
                    return line.processors();
                }

                @Override
                public List<Integer> shape() {
                    return List.of(line.processors());
                }

                @Override
                public Geometry geometry() {
                    return line;
                }

                @Override
                public Allocator newAllocator() {
                    return factory.create(alloc, line);
                }

                @Override
                public PlacementMeasures placementMeasures() {
                    return SPAN_OF;
                }

                @Override
                public Optional<ViewLayout> viewLayout() {
                    return Optional.of(ViewLayout.rows(line.processors()));
                }
            };
        }

        @Override
        public String synopsis() {
            return "line:N  processors on a line, a job on a contiguous run (a test)";
        }

        @Override
        public Map<String, String> allocators() {
            return allocators.forms();
        }
    }

    /** A placement measure declared outside every built-in module: a job's highest id less its lowest, plus 1. */
    static final PlacementMeasure SPAN =
            new PlacementMeasure("span", "processors", "highest id less lowest id, plus 1 (a test)");

    /** What the line machines report of a placement: its {@link #SPAN}. */
    static final PlacementMeasures SPAN_OF = new PlacementMeasures() {
        @Override
        public List<String> names() {
            return List.of(SPAN.name());
        }

        @Override
        public void measure(Allocation placement, double[] out) {
            java.util.IntSummaryStatistics ids = placement.processorIds().summaryStatistics();
            out[0] = ids.getMax() - ids.getMin() + 1;
        }
    };

    /**
     * Defines the machine kind {@code line}, its {@code first-fit} allocator and its placement
     * measure {@code span}; its machines are drawn as rows.
     */
    public static final class LineMachineModule extends AbstractModule {
        @Override
        protected void configure() {
            Registries.placementMeasures(binder()).addBinding(SPAN.name()).toInstance(SPAN);
            Registries.machines(binder()).addBinding("line").to(LineMachineFactory.class);
            Registries.allocators(binder())
                    .addBinding()
                    .toInstance(new NamedAllocatorFactory<>(
                            LineGeometry.class,
                            "first-fit",
                            "first-fit",
                            "lowest contiguous run of free ids (a test)",
                            (spec, line) -> new ContiguousAllocator(line.processors())));
        }
    }

    /** Adds {@code scatter} to the line machines of another module, without touching it. */
    public static final class LineScatterModule extends AbstractModule {
        @Override
        protected void configure() {
            Registries.allocators(binder())
                    .addBinding()
                    .toInstance(new NamedAllocatorFactory<>(
                            LineGeometry.class,
                            "scatter",
                            "scatter",
                            "any free processors, lowest ids first, registered by a second module (a test)",
                            (spec, line) -> new FlatAllocator(line.processors())));
        }
    }

    /** Fewest processors first, an order from outside the schedulers module. */
    static final QueueOrder NARROW = QueueOrder.of(
            "narrow",
            "fewest processors first, registered outside schedulers (a test)",
            job -> job.request().processors());

    /** Adds the queue order {@code narrow}. */
    public static final class NarrowOrderModule extends AbstractModule {
        @Override
        protected void configure() {
            QueueOrders.registry(binder()).addBinding(NARROW.name()).toInstance(NARROW);
        }
    }

    /** Registers the queue order name {@code sjf} a second time. */
    public static final class SecondSjfModule extends AbstractModule {
        @Override
        protected void configure() {
            QueueOrders.registry(binder()).addBinding("sjf").toInstance(NARROW);
        }
    }

    @TempDir
    Path dir;

    /** Runs {@code body} with {@code modules} added to the ones the command line discovers. */
    private <T> T withModules(List<Class<?>> modules, Supplier<T> body) throws IOException {
        Path services = dir.resolve("extra/META-INF/services");
        Files.createDirectories(services);
        Files.write(
                services.resolve("com.google.inject.Module"),
                modules.stream().map(Class::getName).toList());
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        try (URLClassLoader extra = new URLClassLoader(
                new URL[] {dir.resolve("extra").toUri().toURL()}, OutsideRegistrationTest.class.getClassLoader())) {
            t.setContextClassLoader(extra);
            return body.get();
        } finally {
            t.setContextClassLoader(before);
        }
    }

    /** {@code simulate OPTIONS}, one replication on one thread, writing the schedule to {@code schedule}. */
    private static CliRunner simulate(Path schedule, String... options) {
        List<String> args = new java.util.ArrayList<>(List.of("simulate"));
        args.addAll(List.of(options));
        args.addAll(List.of("--replications", "1", "--threads", "1", "--schedule-out", schedule.toString()));
        return CliRunner.run(args.toArray(String[]::new));
    }

    private CliRunner simulate(String allocator, Path schedule) {
        return simulate(
                schedule,
                "--machine",
                "mesh:8x8",
                "--allocator",
                allocator,
                "--scheduler",
                "easy",
                "--workload",
                "mesh-uniform",
                "--load",
                "0.05",
                "--jobs",
                "300");
    }

    @Test
    void aMeshAllocatorRegisteredOutsideTopologyMeshRunsThroughSimulate() throws IOException {
        Path outside = dir.resolve("outside.csv");
        Path builtIn = dir.resolve("first-fit.csv");
        FINDS.set(0);
        CliRunner r = withModules(List.of(OutsideAllocatorModule.class), () -> simulate("outside-ff", outside));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(FINDS.get()).as("finds made by the registered allocator").isPositive();
        CliRunner ff = simulate("first-fit", builtIn);
        assertThat(ff.status()).as(ff.err()).isZero();
        // the same rule under another name: the same schedule, job for job
        assertThat(Files.readString(outside).replace("outside-ff", "first-fit")).isEqualTo(Files.readString(builtIn));

        CliRunner list = withModules(List.of(OutsideAllocatorModule.class), () -> CliRunner.run("list"));
        assertThat(list.status()).as(list.err()).isZero();
        assertThat(list.out()).contains("outside-ff  row-major first fit, registered outside topology-mesh");
        assertThat(CliRunner.run("list").out()).doesNotContain("outside-ff");
    }

    @Test
    void withoutTheModuleTheNameIsUnknownNamingTheRegisteredOnes() {
        CliRunner r = simulate("outside-ff", dir.resolve("none.csv"));
        CliRunner.assertBadInput(
                r, "--allocator 'outside-ff'", "unknown mesh allocator 'outside-ff'", "mpl, fsc, busy-list");
    }

    @Test
    void anAllocatorRegisteredTwiceStopsEvenListNamingBothModules() throws IOException {
        CliRunner r = withModules(List.of(SecondMplModule.class), () -> CliRunner.run("list"));
        CliRunner.assertBadInput(
                r,
                "allocator 'mpl' of MeshGeometry machines is registered twice",
                "org.schedlab.mesh.MeshModule",
                SecondMplModule.class.getName());
    }

    @Test
    void aPaperRegisteredTwiceStopsEvenListNamingBothModules() throws IOException {
        CliRunner r = withModules(List.of(SecondWindowPaperModule.class), () -> CliRunner.run("list"));
        CliRunner.assertBadInput(
                r,
                "paper 'window-2011' is registered twice",
                "org.schedlab.experiments.ExperimentsModule",
                SecondWindowPaperModule.class.getName());
    }

    @Test
    void aProfileRegisteredOutsideWorkloadsIsListedAndRunsLikeTheOneItCopies() throws IOException {
        Path swf = dir.resolve("tiny.swf");
        Files.writeString(
                swf,
                String.join(
                        "\n",
                        "; MaxProcs: 8",
                        "1 0 0 10 4 -1 -1 4 20 -1 1 1 1 -1 1 -1 -1 -1",
                        "2 1 0 30 8 -1 -1 8 40 -1 1 1 1 -1 1 -1 -1 -1",
                        "3 2 0 5 2 -1 -1 2 10 -1 1 1 1 -1 1 -1 -1 -1",
                        "4 3 0 8 4 -1 -1 4 10 -1 1 1 1 -1 1 -1 -1 -1",
                        ""));
        try {
            Path outside = dir.resolve("outside.csv");
            Path premas = dir.resolve("premas.csv");
            CliRunner r = withModules(
                    List.of(OutsideProfileModule.class), () -> traceRun(swf, OUTSIDE_PROFILE.name(), outside));
            assertThat(r.status()).as(r.err()).isZero();
            CliRunner p = traceRun(swf, "premas", premas);
            assertThat(p.status()).as(p.err()).isZero();
            assertThat(Files.readString(outside)).isEqualTo(Files.readString(premas));

            CliRunner list = withModules(List.of(OutsideProfileModule.class), () -> CliRunner.run("list"));
            assertThat(list.status()).as(list.err()).isZero();
            assertThat(list.out()).contains("outside-profile-xyz  a profile registered outside workloads");
            assertThat(CliRunner.run("list").out()).doesNotContain("outside-profile-xyz");
        } finally {
            CliRunner.run("list"); // back to the profiles of the modules on the class path
        }
    }

    @Test
    void aProfileRegisteredTwiceStopsEvenListNamingBothModules() throws IOException {
        CliRunner r = withModules(List.of(SecondPremasProfileModule.class), () -> CliRunner.run("list"));
        CliRunner.assertBadInput(
                r,
                "profile 'premas' is registered twice",
                "org.schedlab.workloads.WorkloadsModule",
                SecondPremasProfileModule.class.getName());
    }

    private static CliRunner traceRun(Path swf, String profile, Path schedule) {
        return CliRunner.run(
                "simulate",
                "--machine",
                "flat:8",
                "--scheduler",
                "conservative",
                "--workload",
                "swf:" + swf,
                "--profile",
                profile,
                "--schedule-out",
                schedule.toString());
    }

    private CliRunner simulateOnALine(String allocator, String workload, Path schedule) {
        return simulate(
                schedule,
                "--machine",
                "line:32",
                "--allocator",
                allocator,
                "--scheduler",
                "easy",
                "--workload",
                workload,
                "--utilization",
                "0.9",
                "--jobs",
                "400");
    }

    /**
     * A module defines a machine kind with its own geometry, a second one adds an allocator to it
     * without touching the first: {@code --allocator} finds it, {@code list} shows it under the
     * machine, and a workload that cannot size its jobs for the new geometry is refused.
     */
    @Test
    void aSecondModuleAddsAnAllocatorToAMachineKindAnotherOneDefines() throws IOException {
        List<Class<?>> both = List.of(LineMachineModule.class, LineScatterModule.class);
        Path scatter = dir.resolve("scatter.csv");
        Path firstFit = dir.resolve("first-fit.csv");
        CliRunner r = withModules(both, () -> simulateOnALine("scatter", "lublin", scatter));
        assertThat(r.status()).as(r.err()).isZero();
        CliRunner ff = withModules(both, () -> simulateOnALine("first-fit", "lublin", firstFit));
        assertThat(ff.status()).as(ff.err()).isZero();
        // the same jobs: scattered placements start some of them earlier than contiguous runs do
        assertThat(Files.readString(scatter)).contains("line:32/scatter").isNotEqualTo(Files.readString(firstFit));

        CliRunner list = withModules(both, () -> CliRunner.run("list"));
        assertThat(list.status()).as(list.err()).isZero();
        assertThat(list.out())
                .containsPattern("(?s)line:N  processors on a line[^\\n]*\\n(      [^\\n]*\\n)*"
                        + "      scatter  any free processors, lowest ids first, registered by a second module");

        CliRunner alone = withModules(
                List.of(LineMachineModule.class), () -> simulateOnALine("scatter", "lublin", dir.resolve("x.csv")));
        CliRunner.assertBadInput(alone, "--allocator 'scatter'", "unknown line allocator 'scatter'; known: first-fit");

        CliRunner mesh = withModules(both, () -> simulateOnALine("first-fit", "mesh-uniform", dir.resolve("mesh.csv")));
        CliRunner.assertBadInput(
                mesh,
                "workload mesh-uniform does not run on --machine line:32/first-fit (line of 32)",
                "runs on flat and mesh machines");
    }

    /**
     * A module's machine kind reports the placement measure the module declares, with its unit, and
     * is drawn by the view as the layout its machines state, with no line outside the module.
     */
    @Test
    void aMachineKindDefinedOutsideReportsItsMeasuresAndStatesItsViewLayout() throws IOException {
        List<Class<?>> line = List.of(LineMachineModule.class);
        Path schedule = dir.resolve("line.csv");
        Path page = dir.resolve("line.html");
        CliRunner r = withModules(
                line,
                () -> simulate(
                        schedule,
                        "--machine",
                        "line:32",
                        "--scheduler",
                        "easy",
                        "--workload",
                        "lublin",
                        "--utilization",
                        "0.9",
                        "--jobs",
                        "400",
                        "--format",
                        "json",
                        "--view",
                        page.toString()));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"meanSpan\" : ").contains("\"maxSpan\" : ");
        List<String> rows = Files.readAllLines(schedule);
        assertThat(rows.get(0)).endsWith(",span");
        // first fit on a line places every job on one run of ids: its span is its size
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",", -1);
            assertThat(Double.parseDouble(f[f.length - 1])).as(row).isEqualTo(Double.parseDouble(f[4]));
        }
        assertThat(Files.readString(page)).contains("\"kind\":\"rows\"").contains("\"sizes\":[32]");

        // the unit of its figures, for a sweep's figures and tables
        assertThat(withModules(line, () -> Units.of("meanSpan", 1, "s"))).isEqualTo("processors");
        assertThat(withModules(line, () -> Units.isMetric("maxSpan"))).isTrue();
        assertThat(Units.isMetric("maxSpan")).isFalse();
    }

    /**
     * A queue order registered by another module is listed in its own section and in the synopsis
     * of every scheduler that takes order=, and easy:order=NAME runs it; a name registered twice
     * stops even list with exit 2 naming both registrations.
     */
    @Test
    void aQueueOrderRegisteredOutsideSchedulersIsListedAndRuns() throws IOException {
        List<Class<?>> narrow = List.of(NarrowOrderModule.class);
        CliRunner list = withModules(narrow, () -> CliRunner.run("list"));
        assertThat(list.status()).as(list.err()).isZero();
        assertThat(list.out())
                .contains("\n  narrow  fewest processors first, registered outside schedulers")
                .contains("order=fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow ranks the queue")
                .contains("order=fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf|narrow (default fcfs)");
        assertThat(CliRunner.run("list").out()).doesNotContain("narrow");

        Path narrowCsv = dir.resolve("narrow.csv");
        Path sjfCsv = dir.resolve("sjf.csv");
        CliRunner r = withModules(narrow, () -> simulateOnFlat("easy:order=narrow", narrowCsv));
        assertThat(r.status()).as(r.err()).isZero();
        CliRunner sjf = simulateOnFlat("easy:order=sjf", sjfCsv);
        assertThat(sjf.status()).as(sjf.err()).isZero();
        assertThat(Files.readString(narrowCsv)).isNotEqualTo(Files.readString(sjfCsv));
        CliRunner.assertBadInput(
                simulateOnFlat("easy:order=narrow", dir.resolve("none.csv")),
                "unknown order 'narrow'; known orders: fcfs|sjf|ljf|saf|wfp3|f1|largest|smallest|laf");

        CliRunner twice = withModules(List.of(SecondSjfModule.class), () -> CliRunner.run("list"));
        CliRunner.assertBadInput(
                twice,
                "queue order 'sjf' is registered twice",
                "org.schedlab.schedulers.SchedulersModule",
                SecondSjfModule.class.getName());
    }

    private static CliRunner simulateOnFlat(String scheduler, Path schedule) {
        return simulate(
                schedule,
                "--machine",
                "flat:64",
                "--scheduler",
                scheduler,
                "--workload",
                "lublin",
                "--utilization",
                "0.9",
                "--jobs",
                "400");
    }
}
