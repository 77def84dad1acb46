package org.schedlab.mesh3d;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 47's acceptance check on real traces: under {@code --profile premas}, the job count, the
 * mean wait and the mean pairwise L1 distance (PReMAS's {@code alloc} log averaged over the jobs)
 * of MBS, GranularMBS, OctetMBS, MC1x1 and MM under FCFS ({@code pqueue[fifo]}), EASY and
 * conservative ({@code cons}) equal PReMAS's to 1e-6 relative, on KTH-SP2 on a 5x5x4 mesh and
 * SDSC-SP2 on an 8x4x4 mesh (their 100 and 128 processors). The golden values were measured by
 * running PReMAS ({@code long1710/Network-Topology} at 855d5b11, unmodified) outside this
 * repository on the traces converted by its own {@code convert_trace.pl}, with {@code
 * logs=time,alloc}. Every job also starts at PReMAS's second and gets PReMAS's processors (its
 * {@code visual} log), which docs/mesh3d.md reports.
 *
 * <p>Tagged {@code slow} (30 runs of 28,475 or 54,034 jobs): it runs only with {@code -Pslow},
 * and each case is skipped when its trace is absent ({@code $SCHEDLAB_TRACES}, else {@code
 * ../../shared/data/traces} from the module). Command: {@code mvn -B -o -Pslow -pl
 * topology-mesh3d -am verify -Dtest=PremasTraceAgreementTest
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class PremasTraceAgreementTest {
    private static Arguments row(
            String trace, String mesh, String allocator, String scheduler, int jobs, double wait, double pairwise) {
        return Arguments.of(trace, mesh, allocator, scheduler, jobs, wait, pairwise);
    }

    static Stream<Arguments> golden() {
        return Stream.of(
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mbs",
                        "fcfs",
                        28475,
                        390083.02978050924,
                        430.4934152765584),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "granular-mbs",
                        "fcfs",
                        28475,
                        390083.02978050924,
                        426.48151009657596),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "octet-mbs",
                        "fcfs",
                        28475,
                        390083.02978050924,
                        426.8569271290606),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mc1x1",
                        "fcfs",
                        28475,
                        390083.02978050924,
                        405.91206321334505),
                row("KTH-SP2-1996-2.1-cln.swf.gz", "5x5x4", "mm", "fcfs", 28475, 390083.02978050924, 409.611202809482),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mbs",
                        "easy",
                        28475,
                        6858.5474978050925,
                        430.2574539069359),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "granular-mbs",
                        "easy",
                        28475,
                        6858.5474978050925,
                        422.01973661106234),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "octet-mbs",
                        "easy",
                        28475,
                        6858.5474978050925,
                        426.5521334503951),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mc1x1",
                        "easy",
                        28475,
                        6858.5474978050925,
                        406.0518700614574),
                row("KTH-SP2-1996-2.1-cln.swf.gz", "5x5x4", "mm", "easy", 28475, 6858.5474978050925, 410.5761545215101),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mbs",
                        "conservative",
                        28475,
                        7233.602949956102,
                        433.83178226514485),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "granular-mbs",
                        "conservative",
                        28475,
                        7233.602949956102,
                        424.6958384547849),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "octet-mbs",
                        "conservative",
                        28475,
                        7233.602949956102,
                        428.6148902546093),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mc1x1",
                        "conservative",
                        28475,
                        7233.602949956102,
                        406.40572431957855),
                row(
                        "KTH-SP2-1996-2.1-cln.swf.gz",
                        "5x5x4",
                        "mm",
                        "conservative",
                        28475,
                        7233.602949956102,
                        413.156839332748),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mbs",
                        "fcfs",
                        54034,
                        1551989.4340785432,
                        1001.0963097309102),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "granular-mbs",
                        "fcfs",
                        54034,
                        1551989.4340785432,
                        962.6534774401302),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "octet-mbs",
                        "fcfs",
                        54034,
                        1551989.4340785432,
                        970.947162897435),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mc1x1",
                        "fcfs",
                        54034,
                        1551989.4340785432,
                        923.8618277380908),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mm",
                        "fcfs",
                        54034,
                        1551989.4340785432,
                        928.8833512233039),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mbs",
                        "easy",
                        54034,
                        21183.671207017804,
                        999.8387681829959),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "granular-mbs",
                        "easy",
                        54034,
                        21183.671207017804,
                        960.6039160528557),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "octet-mbs",
                        "easy",
                        54034,
                        21183.671207017804,
                        977.1878817041122),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mc1x1",
                        "easy",
                        54034,
                        21183.671207017804,
                        935.0708998038273),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mm",
                        "easy",
                        54034,
                        21183.671207017804,
                        941.8991375800422),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mbs",
                        "conservative",
                        54034,
                        26383.13171336566,
                        1006.4310249102417),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "granular-mbs",
                        "conservative",
                        54034,
                        26383.13171336566,
                        964.4026538845911),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "octet-mbs",
                        "conservative",
                        54034,
                        26383.13171336566,
                        979.8339193840915),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mc1x1",
                        "conservative",
                        54034,
                        26383.13171336566,
                        940.0681237739201),
                row(
                        "SDSC-SP2-1998-4.2-cln.swf.gz",
                        "8x4x4",
                        "mm",
                        "conservative",
                        54034,
                        26383.13171336566,
                        950.2412925195248));
    }

    static Path traces() {
        String env = System.getenv("SCHEDLAB_TRACES");
        return env != null ? Path.of(env) : Path.of("../../shared/data/traces");
    }

    @ParameterizedTest(name = "{3} {2} on {0} ({1})")
    @MethodSource("golden")
    void meanWaitAndPairwiseDistanceEqualPremas(
            String trace,
            String mesh,
            String allocator,
            String scheduler,
            int jobs,
            double meanWait,
            double meanPairwise) {
        Path file = traces().resolve(trace);
        assumeTrue(Files.isRegularFile(file), "trace not present: " + file.toAbsolutePath());
        PremasAgreementTest.Outcome o = PremasAgreementTest.run(file, mesh, allocator, scheduler);
        assertThat(o.jobs()).isEqualTo(jobs);
        assertThat(o.meanWait()).isCloseTo(meanWait, within(1e-6 * meanWait));
        assertThat(o.meanPairwise()).isCloseTo(meanPairwise, within(1e-6 * meanPairwise));
    }
}
