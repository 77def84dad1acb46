package org.schedlab.mesh3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.MachineFactory;
import org.schedlab.core.registry.SchedulerFactory;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.sim.SimulationListener;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;
import org.schedlab.mesh3d.geometry.Placement3d;
import org.schedlab.mesh3d.metrics.Dispersion;
import org.schedlab.schedulers.SchedulersModule;
import org.schedlab.workloads.WorkloadsModule;
import org.schedlab.workloads.profile.NamedProfile;
import org.schedlab.workloads.profile.NamedProfiles;

/**
 * Under {@code --profile premas}, the {@code mesh3d} allocators reproduce PReMAS (Knox College,
 * {@code long1710/Network-Topology} at 855d5b11) allocation for allocation. The golden values were
 * measured by running PReMAS outside this repository ({@code machine=mesh[X,Y,Z]}, {@code
 * scheduler=pqueue[fifo]|easy|cons}, {@code allocator=MBS|GranularMBS|OctetMBS|MC1x1|MM|genAlg},
 * {@code logs=time,alloc,visual}) on {@code mesh3d-premas.swf}, a seeded synthetic workload of 400
 * records written for this test (371 kept under PReMAS's conventions: ties, jobs of runtime 0,
 * estimates below the runtime or missing, statuses 0, 1, 5 and others): its mean wait (start -
 * arrival over the {@code time} log), its mean pairwise L1 distance (the {@code alloc} log's
 * third column averaged over the jobs) and, for the first 30 jobs in trace order, each one's
 * pairwise L1 distance (from the processors of its {@code visual} log line). PReMAS's {@code cons}
 * stops with an exception under the three buddy allocators on this workload (it asks the
 * allocator for a job before the job of runtime 0 holding its processors has left, and {@code
 * MBSAllocator.allocate} throws where the other allocators return null); those rows were measured
 * with that one method made to return null when too few processors are free, as the others do.
 * The same comparison on KTH-SP2 (5x5x4) and SDSC-SP2 (8x4x4) is in docs/mesh3d.md (traces are not
 * in the repository).
 */
class PremasAgreementTest {
    private static final Injector INJECTOR =
            Guice.createInjector(new CoreModule(), new WorkloadsModule(), new SchedulersModule(), new Mesh3dModule());

    @TempDir
    static Path dir;

    private static Path swf;

    @BeforeAll
    static void setUp() throws IOException {
        swf = dir.resolve("mesh3d-premas.swf");
        try (InputStream in = PremasAgreementTest.class.getResourceAsStream("mesh3d-premas.swf")) {
            Files.copy(in, swf);
        }
    }

    private static Arguments row(
            String mesh,
            String allocator,
            String scheduler,
            int jobs,
            double meanWait,
            double meanPairwise,
            String prefix) {
        return Arguments.of(mesh, allocator, scheduler, jobs, meanWait, meanPairwise, prefix);
    }

    static Stream<Arguments> golden() {
        return Stream.of(
                row(
                        "4x4x2",
                        "mbs",
                        "fcfs",
                        371,
                        89683.20215633423,
                        196.3746630727763,
                        "320 320 16 0 16 28 320 168 196 824 8 101 8 824 320 384 2 2 384 0 320 831 1 8 0 196 552 552 1 101"),
                row(
                        "4x4x2",
                        "mbs",
                        "easy",
                        371,
                        18667.811320754718,
                        198.53638814016173,
                        "320 320 16 0 16 28 320 168 208 816 8 101 8 816 320 384 2 1 384 0 320 816 3 8 0 208 555 555 2 106"),
                row(
                        "4x4x2",
                        "mbs",
                        "conservative",
                        371,
                        16903.0,
                        200.33962264150944,
                        "320 320 16 0 16 28 320 168 196 848 8 122 8 848 320 368 2 2 368 0 320 848 1 8 0 204 552 552 2 117"), // PReMAS with MBS patched to wait
                row(
                        "4x4x2",
                        "granular-mbs",
                        "fcfs",
                        371,
                        89683.20215633423,
                        189.2722371967655,
                        "288 288 16 0 16 20 288 152 180 816 8 97 8 816 288 352 1 1 344 0 288 840 1 8 0 180 536 536 1 97"),
                row(
                        "4x4x2",
                        "granular-mbs",
                        "easy",
                        371,
                        18667.811320754718,
                        193.4501347708895,
                        "288 288 16 0 16 20 288 152 188 816 8 97 8 816 288 344 1 1 344 0 288 816 1 8 0 188 536 536 1 97"),
                row(
                        "4x4x2",
                        "granular-mbs",
                        "conservative",
                        371,
                        16903.0,
                        193.73854447439354,
                        "288 288 16 0 16 20 288 152 180 816 8 109 8 816 288 360 1 1 360 0 288 816 1 8 0 188 536 536 1 97"), // PReMAS with MBS patched to wait
                row(
                        "4x4x2",
                        "octet-mbs",
                        "fcfs",
                        371,
                        89683.20215633423,
                        190.71967654986523,
                        "288 288 16 0 16 22 384 184 228 816 8 89 12 816 288 344 3 3 344 0 288 849 2 12 0 180 504 504 1 89"),
                row(
                        "4x4x2",
                        "octet-mbs",
                        "easy",
                        371,
                        18667.811320754718,
                        193.1078167115903,
                        "288 288 16 0 16 22 384 211 238 808 13 114 11 808 384 440 2 1 440 0 384 808 6 11 0 238 612 612 2 125"),
                row(
                        "4x4x2",
                        "octet-mbs",
                        "conservative",
                        371,
                        16903.0,
                        196.1455525606469,
                        "288 288 16 0 16 22 384 229 228 816 13 165 13 816 384 432 2 2 432 0 384 816 1 11 0 238 568 568 2 121"), // PReMAS with MBS patched to wait
                row(
                        "4x4x2",
                        "mc1x1",
                        "fcfs",
                        371,
                        89683.20215633423,
                        181.3477088948787,
                        "280 344 16 0 16 16 280 168 212 764 8 89 8 760 280 324 1 1 324 0 280 767 4 8 0 168 484 484 1 105"),
                row(
                        "4x4x2",
                        "mc1x1",
                        "easy",
                        371,
                        18667.811320754718,
                        183.63342318059298,
                        "280 344 16 0 16 16 280 208 224 760 8 105 8 766 280 324 1 1 324 0 280 766 1 8 0 224 496 496 1 105"),
                row(
                        "4x4x2",
                        "mc1x1",
                        "conservative",
                        371,
                        16903.0,
                        185.39622641509433,
                        "280 344 16 0 16 16 280 224 212 764 8 161 8 764 376 324 1 1 324 0 376 764 1 10 0 226 496 496 1 105"),
                row(
                        "4x4x2",
                        "mm",
                        "fcfs",
                        371,
                        89683.20215633423,
                        183.69272237196765,
                        "291 387 16 0 16 16 291 172 218 769 9 89 8 767 289 332 1 1 332 0 288 792 3 8 0 172 491 491 1 160"),
                row(
                        "4x4x2",
                        "mm",
                        "easy",
                        371,
                        18667.811320754718,
                        187.25067385444743,
                        "291 387 16 0 16 16 291 172 242 760 9 104 13 760 291 342 1 2 342 0 291 760 1 9 0 242 523 523 1 136"),
                row(
                        "4x4x2",
                        "mm",
                        "conservative",
                        371,
                        16903.0,
                        186.59838274932613,
                        "291 387 16 0 16 16 291 188 218 805 9 123 9 805 387 330 1 1 330 0 387 805 1 9 0 248 508 508 1 121"),
                row(
                        "4x4x2",
                        "gen-alg",
                        "fcfs",
                        371,
                        89683.20215633423,
                        183.94609164420484,
                        "291 387 16 0 16 16 291 172 218 769 9 89 8 767 289 332 1 1 332 0 288 792 3 8 0 172 491 491 1 160"),
                row(
                        "4x4x2",
                        "gen-alg",
                        "easy",
                        371,
                        18667.811320754718,
                        187.7843665768194,
                        "291 387 16 0 16 16 291 172 242 760 9 104 13 760 291 342 1 2 342 0 291 760 1 9 0 242 523 523 1 136"),
                row(
                        "4x4x2",
                        "gen-alg",
                        "conservative",
                        371,
                        16903.0,
                        186.455525606469,
                        "291 387 16 0 16 16 291 188 218 805 9 123 9 805 387 330 1 1 330 0 387 805 1 9 0 248 508 508 1 121"),
                row(
                        "3x3x3",
                        "mbs",
                        "fcfs",
                        371,
                        114546.16172506739,
                        179.8921832884097,
                        "286 286 28 0 28 16 286 136 220 742 8 97 10 742 286 324 5 1 324 0 286 753 1 8 0 172 496 490 3 89"),
                row(
                        "3x3x3",
                        "mbs",
                        "easy",
                        371,
                        30499.323450134772,
                        180.71159029649596,
                        "286 286 28 0 28 16 286 136 220 742 10 103 18 742 286 338 1 3 338 0 286 742 1 14 0 180 490 490 1 89"),
                row(
                        "3x3x3",
                        "mbs",
                        "conservative",
                        371,
                        23302.56064690027,
                        184.7088948787062,
                        "286 286 28 0 28 16 286 136 184 760 10 103 12 760 320 340 1 1 340 0 320 760 1 11 0 184 490 522 1 135"), // PReMAS with MBS patched to wait
                row(
                        "3x3x3",
                        "granular-mbs",
                        "fcfs",
                        371,
                        114546.16172506739,
                        179.56603773584905,
                        "280 280 20 0 20 28 280 136 220 742 8 105 8 742 280 340 1 1 340 0 280 746 1 8 0 172 480 480 1 105"),
                row(
                        "3x3x3",
                        "granular-mbs",
                        "easy",
                        371,
                        30499.323450134772,
                        180.31805929919136,
                        "280 280 20 0 20 28 280 136 220 742 14 115 8 742 280 324 1 1 324 0 280 742 1 14 0 184 480 480 1 105"),
                row(
                        "3x3x3",
                        "granular-mbs",
                        "conservative",
                        371,
                        23302.56064690027,
                        180.08625336927224,
                        "280 280 20 0 20 28 280 136 184 742 14 115 10 742 312 336 1 1 340 0 312 742 1 14 0 184 480 498 1 125"), // PReMAS with MBS patched to wait
                row(
                        "3x3x3",
                        "octet-mbs",
                        "fcfs",
                        371,
                        114546.16172506739,
                        180.09164420485175,
                        "286 286 28 0 28 16 286 142 208 742 14 99 10 742 286 324 5 1 324 0 286 753 1 14 0 176 496 490 3 89"),
                row(
                        "3x3x3",
                        "octet-mbs",
                        "easy",
                        371,
                        30499.323450134772,
                        181.59838274932613,
                        "286 286 28 0 28 16 286 142 208 742 10 103 18 742 286 338 1 3 338 0 286 742 1 14 0 184 490 490 1 89"),
                row(
                        "3x3x3",
                        "octet-mbs",
                        "conservative",
                        371,
                        23302.56064690027,
                        182.61185983827494,
                        "286 286 28 0 28 16 286 142 186 760 10 103 12 760 314 340 1 1 340 0 314 760 1 11 0 186 490 512 1 119"), // PReMAS with MBS patched to wait
                row(
                        "3x3x3",
                        "mc1x1",
                        "fcfs",
                        371,
                        114546.16172506739,
                        173.89757412398922,
                        "278 278 18 0 18 20 278 140 190 737 8 91 10 737 278 324 1 1 324 0 278 746 1 8 0 168 479 478 1 91"),
                row(
                        "3x3x3",
                        "mc1x1",
                        "easy",
                        371,
                        30499.323450134772,
                        175.94609164420484,
                        "278 278 18 0 18 20 278 140 190 737 10 119 10 737 278 326 2 2 326 0 278 737 1 14 0 172 478 478 1 91"),
                row(
                        "3x3x3",
                        "mc1x1",
                        "conservative",
                        371,
                        23302.56064690027,
                        174.8355795148248,
                        "278 278 18 0 18 20 278 140 168 742 10 119 10 742 280 324 2 1 324 0 280 742 1 10 0 168 478 478 1 96"),
                row(
                        "3x3x3",
                        "mm",
                        "fcfs",
                        371,
                        114546.16172506739,
                        176.00808625336927,
                        "278 278 18 0 18 20 278 141 216 737 9 90 9 737 278 326 1 1 324 0 281 750 1 9 0 170 477 477 2 90"),
                row(
                        "3x3x3",
                        "mm",
                        "easy",
                        371,
                        30499.323450134772,
                        178.71698113207546,
                        "278 278 18 0 18 20 278 140 222 737 10 119 9 737 281 326 6 2 326 0 281 737 1 19 0 170 477 477 1 90"),
                row(
                        "3x3x3",
                        "mm",
                        "conservative",
                        371,
                        23302.56064690027,
                        176.64420485175202,
                        "278 278 18 0 18 20 278 141 174 742 10 119 10 742 284 326 6 1 326 0 284 742 1 10 0 174 477 484 1 96"),
                row(
                        "3x3x3",
                        "gen-alg",
                        "fcfs",
                        371,
                        114546.16172506739,
                        175.9056603773585,
                        "278 278 18 0 18 20 278 141 216 737 9 91 9 737 278 326 1 1 324 0 281 750 1 9 0 170 477 477 2 90"),
                row(
                        "3x3x3",
                        "gen-alg",
                        "easy",
                        371,
                        30499.323450134772,
                        176.48787061994608,
                        "278 278 18 0 18 20 278 140 222 737 10 119 9 737 281 326 2 2 326 0 281 737 1 13 0 170 477 477 1 90"),
                row(
                        "3x3x3",
                        "gen-alg",
                        "conservative",
                        371,
                        23302.56064690027,
                        176.91374663072776,
                        "278 278 18 0 18 20 278 141 174 742 10 119 10 742 281 326 2 1 326 0 281 742 1 10 0 174 477 484 1 96"));
    }

    /** What a run gives, per job in trace order. */
    record Outcome(int jobs, double meanWait, double meanPairwise, List<Long> pairwise) {}

    /** A run of {@code swf} under {@code --profile premas} on {@code mesh3d:MESH}. */
    static Outcome run(Path swf, String mesh, String allocator, String scheduler) {
        NamedProfile premas = NamedProfiles.get("--profile", "premas");
        Machine machine = INJECTOR.getInstance(Key.get(new TypeLiteral<Map<String, MachineFactory>>() {}))
                .get("mesh3d")
                .create(Spec.parse("--machine", "mesh3d:" + mesh), Spec.parse("--allocator", allocator));
        WorkloadFactory swfFactory = INJECTOR.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {}))
                .get("swf");
        Iterator<Job> jobs = swfFactory
                .create(
                        Spec.parse("--workload", "swf:" + swf, "swf"),
                        new WorkloadParams(
                                machine, new RandomStreams(1, 0), Double.NaN, Double.NaN, 0, premas.with(Map.of())))
                .iterator();
        SchedulerFactory sf = INJECTOR.getInstance(Key.get(new TypeLiteral<Map<String, SchedulerFactory>>() {}))
                .get(scheduler);
        Simulation sim = new Simulation(
                        machine.newAllocator(),
                        sf.create(Spec.parse("--scheduler", premas.schedulerSpec(scheduler))),
                        premas.passes())
                .eventOrder(premas.events());
        Map<Integer, double[]> byId = new TreeMap<>();
        sim.addListener(new SimulationListener() {
            @Override
            public void onStart(Job job, Allocation allocation, double now) {
                Placement3d p = (Placement3d) allocation;
                byId.put(job.id(), new double[] {now - job.submit(), Dispersion.pairwiseL1(p.mesh(), p.ids())});
            }
        });
        sim.run(new Iterator<>() {
            @Override
            public boolean hasNext() {
                return jobs.hasNext();
            }

            @Override
            public Job next() {
                return machine.map(jobs.next());
            }
        });
        double wait = 0;
        double pairwise = 0;
        List<Long> each = new java.util.ArrayList<>();
        for (double[] v : byId.values()) {
            wait += v[0];
            pairwise += v[1];
            each.add((long) v[1]);
        }
        return new Outcome(byId.size(), wait / byId.size(), pairwise / byId.size(), each);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("golden")
    void meanWaitAndPairwiseDistanceEqualPremas(
            String mesh,
            String allocator,
            String scheduler,
            int jobs,
            double meanWait,
            double meanPairwise,
            String prefix) {
        Outcome o = run(swf, mesh, allocator, scheduler);
        assertThat(o.jobs()).isEqualTo(jobs);
        assertThat(o.meanWait()).isCloseTo(meanWait, within(1e-6 * meanWait));
        assertThat(o.meanPairwise()).isCloseTo(meanPairwise, within(1e-6 * meanPairwise));
        List<Long> expected = Stream.of(prefix.split(" ")).map(Long::valueOf).toList();
        assertThat(o.pairwise().subList(0, expected.size())).isEqualTo(expected);
    }
}
