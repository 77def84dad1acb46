package org.schedlab.schedulers.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.schedlab.core.flat.FlatAllocator;
import org.schedlab.core.metrics.FairStartTimes;
import org.schedlab.core.sim.Simulation;
import org.schedlab.core.testing.GoldenSchedule;
import org.schedlab.schedulers.testing.Registered;

/**
 * Strict and relaxed fair start times equal PReMAS's (its {@code estimateFST} switched on) job for
 * job on 300 synthetic jobs under FCFS and EASY: numbers measured from PReMAS, never its code.
 */
class PremasFairnessTest {
    @ParameterizedTest
    @ValueSource(strings = {"premas-fst-fcfs.csv", "premas-fst-easy.csv"})
    void fairStartTimesEqualPremas(String name) throws IOException, URISyntaxException {
        Path file =
                Path.of(PremasFairnessTest.class.getResource("/peers/" + name).toURI());
        GoldenSchedule golden = GoldenSchedule.read(file);
        Map<Integer, double[]> expected = new LinkedHashMap<>();
        List<String> columns = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            List<String> cells = List.of(line.split(","));
            if (columns == null) {
                columns = cells;
                continue;
            }
            expected.put(Integer.parseInt(cells.get(columns.indexOf("id"))), new double[] {
                Double.parseDouble(cells.get(columns.indexOf("strict_fst"))),
                Double.parseDouble(cells.get(columns.indexOf("relaxed_fst")))
            });
        }
        FairStartTimes fst = new FairStartTimes(
                () -> Registered.scheduler(golden.scheduler()),
                () -> new FlatAllocator(golden.capacity()),
                golden.passes(),
                golden.events());
        Map<Integer, Double> starts = new LinkedHashMap<>();
        new Simulation(new FlatAllocator(golden.capacity()), Registered.scheduler(golden.scheduler()), golden.passes())
                .eventOrder(golden.events())
                .addListener(fst)
                .addListener(new org.schedlab.core.sim.SimulationListener() {
                    @Override
                    public void onStart(
                            org.schedlab.core.job.Job job, org.schedlab.core.alloc.Allocation a, double now) {
                        starts.put(job.id(), now);
                    }
                })
                .run(golden.jobs().iterator());
        assertThat(starts).containsExactlyInAnyOrderEntriesOf(golden.expected());
        List<String> strictDiffer = new ArrayList<>();
        List<String> relaxedDiffer = new ArrayList<>();
        expected.forEach((id, f) -> {
            if (fst.strict(id) != f[0]) {
                strictDiffer.add(id + ": " + fst.strict(id) + " != " + f[0]);
            }
            if (fst.relaxed(id) != f[1]) {
                relaxedDiffer.add(id + ": " + fst.relaxed(id) + " != " + f[1]);
            }
        });
        assertThat(strictDiffer).as("strict FST").isEmpty();
        assertThat(relaxedDiffer).as("relaxed FST").isEmpty();
        assertThat(expected).hasSize(300);
    }
}
