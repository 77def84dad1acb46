package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.stats.StoppingRule;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Figure;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.repro.plan.ReproductionRunner;
import org.schedlab.experiments.repro.plan.Shards;
import org.schedlab.experiments.repro.plan.UnitResult;
import org.schedlab.experiments.repro.plan.UnitStore;
import org.schedlab.experiments.repro.plan.WorkPlan;
import org.schedlab.experiments.repro.plan.WorkUnit;

/**
 * Sharded runs at the pipeline level, on the toy paper of {@link ReproductionPipelineTest} plus an
 * adaptive sweep and a sweep with several replication blocks: shards + merge equal a single run
 * byte for byte, shards resume, and incomplete, corrupt or stale unit files are redone.
 */
class ShardsTest {
    /** The toy paper with more kinds of units: blocks of a long fixed count, an adaptive rule. */
    static final class BiggerToy implements Paper {
        final ReproductionPipelineTest.ToyPaper toy = new ReproductionPipelineTest.ToyPaper();

        @Override
        public String id() {
            return "toy";
        }

        @Override
        public List<Sweep> sweeps(Mode mode) {
            List<Sweep> s = new ArrayList<>(toy.sweeps(mode));
            List<Sweep.Series> series =
                    List.of(new Sweep.Series("FCFS-a", "fcfs", null), new Sweep.Series("FCFS-b", "fcfs", null));
            // 100,000 jobs per replication: blocks of 2 replications, so 5 blocks of fixed(9)
            s.add(new Sweep(
                    "toy-blocks",
                    "flat:8",
                    "toy",
                    null,
                    Map.of(),
                    100_000,
                    Double.NaN,
                    Sweep.Parameter.LOAD,
                    List.of(1.5),
                    series,
                    StoppingRule.fixed(9),
                    null,
                    "default",
                    PassMode.PER_TIME,
                    false));
            s.add(new Sweep(
                    "toy-adaptive",
                    "flat:8",
                    "toy",
                    null,
                    Map.of(),
                    200,
                    Double.NaN,
                    Sweep.Parameter.LOAD,
                    List.of(0.5, 1.5),
                    series,
                    new StoppingRule("meanTurnaround", 0.05, 3, 40),
                    null,
                    "default",
                    PassMode.PER_TIME,
                    false));
            return s;
        }

        @Override
        public List<Figure> figures() {
            List<Figure> f = new ArrayList<>(toy.figures());
            f.add(new Figure(
                    "figD", "blocks", "toy-blocks", "meanWait", "Load", "Mean wait", 1, false, List.of(), List.of()));
            f.add(new Figure(
                    "figE",
                    "adaptive",
                    "toy-adaptive",
                    "meanTurnaround",
                    "Load",
                    "Turnaround",
                    1,
                    false,
                    List.of(),
                    List.of()));
            return f;
        }

        @Override
        public List<Claim> claims() {
            return toy.claims();
        }
    }

    private static final Shards.Header HEADER = new Shards.Header("toy", null, null, Mode.QUICK, 7, List.of());

    private static ReproductionRunner runner(Path dir, int threads) {
        // one trace directory for all runs: the skip reason in the report names it
        return new ReproductionRunner(
                ReproductionPipelineTest.registry(), dir.getParent().resolve("no-traces"), 7, threads);
    }

    private static Shards.ShardSummary shard(Path out, int i, int n, List<String> warnings) throws IOException {
        return Shards.runShard(new BiggerToy(), HEADER, out, runner(out, 2), i, n, warnings::add, k -> {});
    }

    private static void merge(Path out) throws IOException {
        Reproduction.merge(new BiggerToy(), "Toy", HEADER, out, runner(out, 1), "test");
    }

    private static void assertSameOutputs(Path single, Path merged) throws IOException {
        List<String> names;
        try (Stream<Path> files = Files.list(single)) {
            names = files.map(p -> p.getFileName().toString())
                    .filter(n -> !n.equals("manifest.json"))
                    .sorted()
                    .toList();
        }
        assertThat(names).contains("figA.csv", "figD.csv", "figE.csv", "figD.png", "report.md");
        for (String n : names) {
            if (n.endsWith(".png")) {
                assertThat(java.util.Arrays.equals(
                                Files.readAllBytes(merged.resolve(n)), Files.readAllBytes(single.resolve(n))))
                        .as(n)
                        .isTrue();
            } else {
                assertThat(Files.readString(merged.resolve(n))).as(n).isEqualTo(Files.readString(single.resolve(n)));
            }
        }
    }

    @Test
    void unitsHaveStableIdsAndBlocksFollowTheRule() {
        List<WorkUnit> units = WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK));
        assertThat(units)
                .extracting(WorkUnit::id)
                .contains(
                        "toy-load/FCFS-a/0.5/r0-3",
                        "toy-trace/FCFS-b/1/r0-1",
                        "toy-blocks/FCFS-a/1.5/r0-2",
                        "toy-blocks/FCFS-a/1.5/r8-9",
                        "toy-adaptive/FCFS-b/1.5/adaptive");
        assertThat(units.stream().filter(u -> u.id().startsWith("toy-blocks/FCFS-a/")))
                .hasSize(5);
        assertThat(WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK))).isEqualTo(units);
    }

    /** A unit's cost is its simulated jobs: jobs per run times the runs it holds (an adaptive one: 10). */
    @Test
    void unitsCostTheJobsTheySimulate() {
        Map<String, WorkUnit> byId = new java.util.LinkedHashMap<>();
        WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK)).forEach(u -> byId.put(u.id(), u));
        WorkUnit first = byId.get("toy-blocks/FCFS-a/1.5/r0-2");
        assertThat(first.cost()).isEqualTo(200_000);
        assertThat(List.of(first.from(), first.to())).containsExactly(0, 2);
        WorkUnit last = byId.get("toy-blocks/FCFS-a/1.5/r8-9");
        assertThat(last.cost()).isEqualTo(100_000);
        assertThat(List.of(last.from(), last.to())).containsExactly(8, 9);
        WorkUnit adaptive = byId.get("toy-adaptive/FCFS-b/1.5/adaptive");
        assertThat(adaptive.kind()).isEqualTo(WorkUnit.Kind.ADAPTIVE);
        assertThat(adaptive.cost()).isEqualTo(200 * 10);
        assertThat(List.of(adaptive.from(), adaptive.to())).containsExactly(0, 40);
        // a rule whose minimum is its maximum is a fixed count: blocks
        Sweep fixedAdaptive = new Sweep(
                "f",
                "flat:8",
                "toy",
                null,
                Map.of(),
                300,
                Double.NaN,
                Sweep.Parameter.LOAD,
                List.of(1.0),
                List.of(new Sweep.Series("A", "fcfs", null)),
                new StoppingRule("meanTurnaround", 0.05, 4, 4),
                null,
                "default",
                PassMode.PER_TIME,
                false);
        List<WorkUnit> blocks = WorkPlan.units(List.of(fixedAdaptive));
        assertThat(blocks).extracting(WorkUnit::id).containsExactly("f/A/1/r0-4");
        assertThat(blocks.get(0).cost()).isEqualTo(1200);
        assertThat(blocks.get(0).kind()).isEqualTo(WorkUnit.Kind.BLOCK);
    }

    @Test
    void assignmentIsAPartitionBalancedByCost() {
        List<WorkUnit> units = WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK));
        for (int n = 1; n <= 5; n++) {
            List<List<WorkUnit>> a = WorkPlan.assign(units, n);
            assertThat(a).hasSize(n);
            Set<String> seen = new HashSet<>();
            long max = 0;
            long min = Long.MAX_VALUE;
            for (List<WorkUnit> shard : a) {
                shard.forEach(u -> assertThat(seen.add(u.id())).isTrue());
                long c = shard.stream().mapToLong(WorkUnit::cost).sum();
                max = Math.max(max, c);
                min = Math.min(min, c);
            }
            assertThat(seen).hasSize(units.size());
            long biggest = units.stream().mapToLong(WorkUnit::cost).max().orElseThrow();
            // greedy longest-first: shards differ by at most one unit's cost
            assertThat(max - min).isLessThanOrEqualTo(biggest);
            assertThat(WorkPlan.assign(units, n)).isEqualTo(a);
        }
    }

    @Test
    void equalCostPointsOfASeriesSpreadOverTheShards() {
        List<Sweep.Series> series = List.of(
                new Sweep.Series("A", "fcfs", null),
                new Sweep.Series("B", "fcfs", null),
                new Sweep.Series("C", "fcfs", null),
                new Sweep.Series("D", "fcfs", null));
        Sweep s = new Sweep(
                "s",
                "flat:8",
                "toy",
                null,
                Map.of(),
                1000,
                Double.NaN,
                Sweep.Parameter.LOAD,
                List.of(0.2, 0.5, 0.7, 0.9),
                series,
                StoppingRule.fixed(5),
                null,
                "default",
                PassMode.PER_TIME,
                false);
        // in plan order, 16 equal units over 4 shards would give each shard one load point
        for (List<WorkUnit> shard : WorkPlan.assign(WorkPlan.units(List.of(s)), 4)) {
            assertThat(shard).hasSize(4);
            assertThat(shard.stream().map(WorkUnit::x).distinct().count()).isGreaterThan(1);
        }
    }

    @Test
    void shardsThenMergeEqualASingleRunByteForByte(@TempDir Path dir) throws IOException {
        Path single = dir.resolve("single");
        Reproduction.execute(new BiggerToy(), "Toy", Mode.QUICK, single, runner(single, 2), 7, "test", k -> {});
        Path sharded = dir.resolve("sharded");
        for (int i = 0; i < 3; i++) {
            shard(sharded, i, 3, new ArrayList<>());
        }
        merge(sharded);
        assertSameOutputs(single, sharded);
        assertThat(Files.readString(sharded.resolve("figE.csv")))
                .contains(",target,")
                .doesNotContain(",fixed,");
    }

    @Test
    void aShardStartedAgainResumesAndRedoesIncompleteOrCorruptUnits(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("r");
        Shards.ShardSummary first = shard(out, 0, 2, new ArrayList<>());
        assertThat(first.ran()).isEqualTo(first.units());

        // merging with shard 1 never run names the shard and how many of its units are missing
        int inShard1 = WorkPlan.assign(WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK)), 2)
                .get(1)
                .size();
        assertThatThrownBy(() -> merge(out))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(inShard1 + " of ")
                .hasMessageContaining("shard 1/2: " + inShard1 + " (")
                .hasMessageContaining("Run that shard again")
                .hasMessageContaining("--shard 1/2 --out");

        // what a kill leaves: a unit file cut short, one never written, a stray temporary file
        UnitStore store = new UnitStore(out, 7);
        List<WorkUnit> mine = WorkPlan.assign(WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK)), 2)
                .get(0);
        List<WorkUnit> simulated =
                mine.stream().filter(u -> u.sweep().trace() == null).toList();
        Path cut = store.file(simulated.get(0));
        byte[] bytes = Files.readAllBytes(cut);
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Files.delete(store.file(simulated.get(1)));
        Files.writeString(store.dir().resolve(".x.unit.123.tmp"), "half");
        // and a file whose numbers were altered after it was written
        Path flipped = store.file(simulated.get(2));
        String text = Files.readString(flipped);
        Files.writeString(flipped, text.replaceFirst("sample\t([a-zA-Z]+)\t", "sample\t$1\t1"));
        assertThat(Files.readString(flipped)).isNotEqualTo(text);

        List<String> warnings = new ArrayList<>();
        Shards.ShardSummary again = shard(out, 0, 2, warnings);
        // units of the sweep whose trace is missing are tried again on every start
        long skipped = mine.stream().filter(u -> u.sweep().trace() != null).count();
        assertThat(again.ran()).isEqualTo(3 + skipped);
        assertThat(again.redone()).isEqualTo(2);
        assertThat(again.complete()).isEqualTo(mine.size() - 3 - skipped);
        assertThat(warnings).hasSize(2).allMatch(w -> w.contains("running it again"));
        assertThat(warnings.get(0)).contains("truncated");
        assertThat(warnings.get(1)).contains("checksum");

        Shards.ShardSummary third = shard(out, 0, 2, new ArrayList<>());
        assertThat(third.ran()).isEqualTo(skipped);
        shard(out, 1, 2, new ArrayList<>());
        merge(out);
        assertThat(store.dir().resolve(".x.unit.123.tmp")).doesNotExist();

        Path single = dir.resolve("single");
        Reproduction.execute(new BiggerToy(), "Toy", Mode.QUICK, single, runner(single, 1), 7, "test", k -> {});
        assertSameOutputs(single, out);
    }

    @Test
    void unitsOfAnotherSeedAreStaleAndAnotherReproductionIsRefused(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("r");
        shard(out, 0, 1, new ArrayList<>());
        WorkUnit u = WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK)).get(0);
        assertThat(new UnitStore(out, 7).read(u).result()).isNotNull();
        assertThat(new UnitStore(out, 8).read(u).problem()).contains("stale");
        Shards.Header other = new Shards.Header("toy", null, null, Mode.QUICK, 8, List.of());
        assertThatThrownBy(() -> Shards.runShard(new BiggerToy(), other, out, runner(out, 1), 0, 1, w -> {}, k -> {}))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("holds work units of another reproduction (toy --quick --seed 7)");
    }

    @Test
    void unitFilesRoundTripEveryDoubleAndEscapedText(@TempDir Path dir) throws IOException {
        WorkUnit u = WorkPlan.units(new BiggerToy().sweeps(Mode.QUICK)).get(0);
        UnitStore store = new UnitStore(dir, 7);
        double[] v = {0.1, -0.0, Double.MIN_VALUE, Double.MAX_VALUE, 1.0 / 3, Double.NaN, Double.POSITIVE_INFINITY};
        store.write(u, UnitResult.done(u.id(), Map.of("meanWait", v)));
        double[] back = store.read(u).result().samples().get("meanWait");
        for (int i = 0; i < v.length; i++) {
            assertThat(Double.doubleToRawLongBits(back[i])).isEqualTo(Double.doubleToRawLongBits(v[i]));
        }
        store.write(u, UnitResult.diverged(u.id(), "row limit\treached\nat t=3 \\ end"));
        assertThat(store.read(u).result().reason()).isEqualTo("row limit\treached\nat t=3 \\ end");
    }
}
