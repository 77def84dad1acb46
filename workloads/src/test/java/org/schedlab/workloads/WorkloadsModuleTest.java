package org.schedlab.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.TypeLiteral;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.schedlab.core.flat.FlatMachineFactory;
import org.schedlab.core.job.Job;
import org.schedlab.core.random.RandomStreams;
import org.schedlab.core.registry.Machine;
import org.schedlab.core.registry.Workload;
import org.schedlab.core.registry.WorkloadFactory;
import org.schedlab.core.registry.WorkloadParams;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.core.spec.Spec;
import org.schedlab.core.wiring.CoreModule;

class WorkloadsModuleTest {
    private static Map<String, WorkloadFactory> registry;

    @TempDir
    Path dir;

    @BeforeAll
    static void inject() {
        Injector injector = Guice.createInjector(new CoreModule(), new WorkloadsModule());
        registry = injector.getInstance(Key.get(new TypeLiteral<Map<String, WorkloadFactory>>() {}));
    }

    private static WorkloadParams params(Map<String, String> options, double load) {
        Machine flat = new FlatMachineFactory().create(Spec.of("flat:16"), null);
        return new WorkloadParams(flat, new RandomStreams(1, 0), load, Double.NaN, 0, options);
    }

    private static Workload create(String spec, Map<String, String> options) {
        Spec s = Spec.parse("--workload", spec, "swf", "jobs");
        // synthetic workloads need an arrival rate; files carry their own times and refuse one
        double load = s.name().equals("swf") || s.name().equals("jobs") ? Double.NaN : 1.0;
        return registry.get(s.name()).create(s, params(options, load));
    }

    @Test
    void aRateIsRefusedForFilesWithTheirOwnTimes() {
        for (String spec : List.of("swf:any.swf", "jobs:any.csv")) {
            Spec s = Spec.parse("--workload", spec, "swf", "jobs");
            assertThatThrownBy(() -> registry.get(s.name()).create(s, params(Map.of(), 2.0)))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("--load does not apply to workload " + s.name());
        }
    }

    /** Found by the fuzzer (issue 13): a NUL in the path escaped as InvalidPathException. */
    @Test
    void aPathTheFileSystemCannotHoldNamesTheOption() {
        for (String spec : List.of("swf:a\u0000b.swf", "jobs:a\u0000b.csv")) {
            assertThatThrownBy(() -> create(spec, Map.of()))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("--workload '" + spec + "': not a usable file name (");
        }
    }

    private static List<Job> jobs(Workload w) {
        List<Job> out = new ArrayList<>();
        w.forEach(out::add);
        return out;
    }

    @Test
    void registersTheFourNames() {
        assertThat(registry).containsKeys("swf", "jobs", "mesh-uniform", "mesh-decreasing");
        assertThat(registry.values()).allSatisfy(f -> assertThat(f.synopsis()).isNotBlank());
    }

    @Test
    void moduleIsFoundByServiceLoader() {
        List<String> names = new ArrayList<>();
        ServiceLoader.load(Module.class).forEach(m -> names.add(m.getClass().getName()));
        assertThat(names).contains(WorkloadsModule.class.getName());
    }

    @Test
    void swfWithOptions() throws IOException {
        Path p = dir.resolve("t.swf");
        Files.writeString(
                p,
                "1 0 0 5 4 -1 -1 4 -1 -1 1 1 1 1 1 1 -1 -1\n2 1 0 5 40 -1 -1 40 -1 -1 1 1 1 1 1 2 -1 -1\n",
                StandardCharsets.UTF_8);
        Workload w = create("swf:" + p, Map.of("oversize", "drop"));
        assertThat(jobs(w)).extracting(Job::id).containsExactly(1);
        assertThat(jobs(create("swf:" + p, Map.of("partition", "2", "oversize", "clamp"))))
                .extracting(Job::procs)
                .containsExactly(16);
    }

    @Test
    void swfUnknownOptionIsNamed() {
        assertThatThrownBy(() -> create("swf:" + dir.resolve("x.swf"), Map.of("speed", "2")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("workload swf: unknown option 'speed'");
    }

    @Test
    void swfMissingPathIsNamed() {
        assertThatThrownBy(() -> create("swf", Map.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--workload 'swf': expected swf:PATH");
    }

    @Test
    void swfMissingFileIsNamed() {
        Path p = dir.resolve("missing.swf.gz");
        assertThatThrownBy(() -> create("swf:" + p, Map.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessage(p + ": no such file");
    }

    @Test
    void jobsCsv() throws IOException {
        Path p = dir.resolve("j.csv");
        Files.writeString(p, "id,submit,runtime,procs,note\n1,0,1,2,x\n", StandardCharsets.UTF_8);
        assertThat(jobs(create("jobs:" + p, Map.of("unknown-columns", "ignore"))))
                .containsExactly(Job.of(1, 0, 1, 2));
        assertThatThrownBy(() -> create("jobs:" + p, Map.of()))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("unknown column 'note'");
    }

    @Test
    void jobsBadOptionValueIsNamed() throws IOException {
        Path p = dir.resolve("j.csv");
        Files.writeString(p, "id,submit,runtime,procs\n", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> create("jobs:" + p, Map.of("unknown-columns", "skip")))
                .isInstanceOf(BadInputException.class)
                .hasMessage("option unknown-columns=skip: expected one of error, ignore");
    }
}
