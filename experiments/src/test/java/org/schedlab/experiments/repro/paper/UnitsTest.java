package org.schedlab.experiments.repro.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.spec.BadInputException;

/** One unit per metric name, scaled with the name, and the clock's unit per sweep. */
class UnitsTest {
    @Test
    void everyMetricAFigureMayNameHasAUnit() {
        for (String m : Units.metrics()) {
            assertThat(Units.of(m, 1, "s")).as(m).isNotBlank();
        }
        assertThat(Units.metrics()).contains("meanTurnaround", "utilization", "queueGrowth", "kills");
    }

    @Test
    void timeMetricsTakeTheSweepsClockAndOthersKeepTheirOwn() {
        assertThat(Units.of("meanTurnaround", 1, "s")).isEqualTo("s");
        assertThat(Units.of("waitP95", 1, "slots")).isEqualTo("slots");
        assertThat(Units.of("lostWork", 1, "s")).isEqualTo("processors x s");
        assertThat(Units.of("utilization", 1, "s")).isEqualTo("fraction");
        assertThat(Units.of("allocateNanos", 1, "s")).isEqualTo("ns per job");
        assertThat(Units.of("jobs", 1, "s")).isEqualTo("jobs");
    }

    @Test
    void aScaleChangesTheUnitAsItChangesTheName() {
        assertThat(Units.of("utilization", 100, "s")).isEqualTo("percent");
        assertThat(Numbers.metricName("utilization", 100)).isEqualTo("utilizationPercent");
        assertThat(Units.of("meanWait", 100, "s")).isEqualTo("(s) x 100");
        assertThat(Units.of("utilization", 0.5, "s")).isEqualTo("(fraction) x 0.5");
        assertThat(Units.scaled("", 100)).isEmpty();
    }

    @Test
    void anUnknownMetricHasNoUnit() {
        assertThatThrownBy(() -> Units.of("meanTurnarond", 1, "s")).hasMessageContaining("meanTurnarond");
    }

    private static final String FILE = "id: clocks\n"
            + "%s"
            + "sweeps:\n"
            + "  - {id: model, machine: 'flat:8', workload: 'lublin', jobs: 10, parameter: load, points: [1], replications: {fixed: 1},"
            + " series: [{label: A, scheduler: fcfs}]}\n"
            + "  - {id: trace, machine: 'flat:8', workload: 'swf:{trace}', trace: X.swf.gz, parameter: load-factor,"
            + " points: [1], replications: {fixed: 1}, series: [{label: A, scheduler: fcfs}]}\n"
            + "figures:\n"
            + "  - {id: f, sweep: model, metric: meanWait}\n";

    @Test
    void traceSweepsAreInSecondsAndModelsInTheFilesTimeUnit(@TempDir Path dir) throws IOException {
        Paper plain = ExperimentFile.load(Files.writeString(dir.resolve("a.yaml"), String.format(FILE, "")));
        assertThat(plain.timeUnit("model")).isEqualTo("time units");
        assertThat(plain.timeUnit("trace")).isEqualTo("s");
        Paper slots =
                ExperimentFile.load(Files.writeString(dir.resolve("b.yaml"), String.format(FILE, "timeUnit: slots\n")));
        assertThat(slots.timeUnit("model")).isEqualTo("slots");
        assertThat(slots.timeUnit("trace")).isEqualTo("s");
        assertThatThrownBy(() -> slots.timeUnit("nosuch")).hasMessageContaining("nosuch");
    }

    @Test
    void aBlankTimeUnitIsRefused(@TempDir Path dir) throws IOException {
        Path f = Files.writeString(dir.resolve("c.yaml"), String.format(FILE, "timeUnit: ' '\n"));
        assertThatThrownBy(() -> ExperimentFile.load(f))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("'timeUnit' is blank");
    }
}
