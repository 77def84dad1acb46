package org.schedlab.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BenchReportTest {
    private static List<JmhResult> results;

    @BeforeAll
    static void read() throws IOException, URISyntaxException {
        System.setProperty("java.awt.headless", "true");
        results = JmhResult.read(
                Path.of(BenchReportTest.class.getResource("/small-jmh.json").toURI()));
    }

    @Test
    void readsPrimarySecondaryAndNanErrors() {
        assertThat(results).hasSize(5);
        JmhResult first = results.get(0);
        assertThat(first.method()).isEqualTo("allocateAndRelease");
        assertThat(first.className()).isEqualTo("MeshAllocatorBench");
        assertThat(first.params()).containsEntry("allocator", "mpl").containsEntry("size", "16");
        assertThat(first.score()).isEqualTo(100.0);
        assertThat(first.error()).isEqualTo(5.0);
        assertThat(first.secondary()).containsEntry("failed", 10.0);
        assertThat(results.get(2).error()).isNaN();
    }

    @Test
    void gridRatioAndExponent() {
        List<AllocatorTable> tables = AllocatorTable.of(results);
        assertThat(tables).hasSize(1);
        AllocatorTable t = tables.get(0);
        assertThat(t.allocators()).containsExactly("mpl", "busy-list");
        assertThat(t.sides()).containsExactly(16, 32);
        // 256 -> 1024 processors: mpl x4 (exponent 1), busy-list x2 (exponent 0.5)
        assertThat(t.exponent("mpl")).isCloseTo(1.0, within(1e-12));
        assertThat(t.exponent("busy-list")).isCloseTo(0.5, within(1e-12));
        assertThat(t.ratio("mpl", "busy-list", 16)).isEqualTo(0.5);
        assertThat(t.ratio("mpl", "busy-list", 32)).isEqualTo(1.0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en-US", "de-DE", "fr-FR"})
    void markdownIsTheSameUnderEveryLocale(String tag) {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag(tag));
            String text = BenchReport.render(results);
            assertThat(text)
                    .contains("| allocator | 16x16 | 32x32 | exponent |")
                    .contains("| mpl | 100 ± 5 | 400 ± 20 | 1.00 |")
                    .contains("| busy-list | 200 ± 10 | 400 | 0.50 |")
                    .contains("| mpl / busy-list | 0.50 | 1.00 |")
                    .contains("failed allocations, mesh-uniform")
                    .contains("| mpl | 10.00 | 0.00 |")
                    .contains("| busy-list | - | - |")
                    .contains("SimulationThroughputBench.flatTrace")
                    .contains("jobs 71000.0");
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void exponentNeedsTwoPoints() {
        assertThat(LogLogFit.exponent(new double[] {4}, new double[] {2})).isNaN();
        assertThat(LogLogFit.exponent(new double[] {1, 2, 4}, new double[] {3, 6, 12}))
                .isCloseTo(1.0, within(1e-12));
    }

    @Test
    void writesAPng(@TempDir Path dir) throws IOException {
        List<Path> files = BenchReport.writeCharts(results, dir.resolve("chart.png"));
        assertThat(files).containsExactly(dir.resolve("chart.png"));
        byte[] head = Files.readAllBytes(files.get(0));
        assertThat(head).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
    }

    @Test
    void mainReadsSeveralFilesAndTakesThePngAsTheChart(@TempDir Path dir) throws Exception {
        String json = Path.of(
                        BenchReportTest.class.getResource("/small-jmh.json").toURI())
                .toString();
        Path png = dir.resolve("out.png");
        BenchReport.main(new String[] {json, json, png.toString()});
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void refusesAFileThatIsNotAnArray(@TempDir Path dir) throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{}");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> JmhResult.read(bad))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not a JMH JSON result file");
    }
}
