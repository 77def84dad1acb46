package org.schedlab.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs every benchmark once, briefly, on its smallest parameters, so that none of them rots. The
 * benchmarks are discovered from the class path (every {@code @Benchmark} method under {@code
 * org.schedlab.benchmarks}), so a new one is run and counted without editing this test. The numbers
 * mean nothing here; the real ones are measured by hand (docs/benchmarks.md). The test ignores
 * JMH's machine-wide lock, so that it passes beside a real benchmark run.
 */
class BenchmarksSmokeTest {
    /** The smallest value of each parameter that has a costly range; the others keep their own values. */
    private static final Map<String, String[]> SMALL = new LinkedHashMap<>();

    static {
        SMALL.put("size", new String[] {"16"});
        SMALL.put("workload", new String[] {"mesh-uniform"});
        SMALL.put("limit", new String[] {"2000"});
        SMALL.put("meshJobs", new String[] {"500"});
        SMALL.put("jobs", new String[] {"1000"});
        SMALL.put("nodes", new String[] {"256"});
        SMALL.put("side", new String[] {"8"});
        SMALL.put("traceJobs", new String[] {"2000"});
        SMALL.put("rho", new String[] {"0.9"});
        SMALL.put("at", new String[] {"1000"});
        SMALL.put("scheduler", new String[] {"fcfs", "easy", "oo", "window:240", "oocb:8"});
        SMALL.put("filling", new String[] {"single:32:1:16", "unordered-wf:4x8:1:4"});
        SMALL.put("exactFilling", new String[] {"single:32:1:16", "ordered:4x8:1:4"});
    }

    @Test
    void everyBenchmarkProducesAResult() throws Exception {
        // benchmarks/pom.xml sets it: a JMH run elsewhere on the machine holds JMH's lock file
        assertThat(Boolean.getBoolean("jmh.ignoreLock"))
                .as("-Djmh.ignoreLock=true in the test JVM")
                .isTrue();
        Map<String, Integer> expected = discover();
        assertThat(expected).as("benchmarks found on the class path").isNotEmpty();
        OptionsBuilder builder = new OptionsBuilder();
        builder.include("org\\.schedlab\\.benchmarks\\..*")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(100))
                .output("target/jmh-smoke.txt")
                .shouldFailOnError(true);
        SMALL.forEach(builder::param);
        Options options = builder.build();
        Collection<RunResult> results = new Runner(options).run();

        Map<String, Integer> ran = new TreeMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark().replaceFirst("^org\\.schedlab\\.benchmarks\\.", "");
            ran.merge(name, 1, Integer::sum);
            assertThat(r.getPrimaryResult().getScore())
                    .as(r.getParams().getBenchmark() + " " + r.getParams())
                    .isPositive();
        }
        // every @Benchmark method ran once per combination of its parameters' values
        assertThat(ran).isEqualTo(expected);
    }

    /**
     * Every {@code @Benchmark} method of the benchmark classes on the class path (not the JMH
     * generated ones), by {@code package.Class.method} under {@code org.schedlab.benchmarks}, with the
     * number of parameter combinations it runs: the product over its parameters (the {@code @Param}
     * fields of its {@code @State} class and of its {@code @State} arguments) of the number of values,
     * {@link #SMALL}'s where it overrides them.
     */
    static Map<String, Integer> discover() throws IOException, URISyntaxException, ClassNotFoundException {
        Map<String, Integer> out = new TreeMap<>();
        ClassLoader loader = BenchmarksSmokeTest.class.getClassLoader();
        for (URL url : Collections.list(loader.getResources("org/schedlab/benchmarks"))) {
            if (!url.getProtocol().equals("file")) {
                continue;
            }
            Path root = Path.of(url.toURI());
            List<Path> classes;
            try (Stream<Path> walk = Files.walk(root)) {
                classes = walk.filter(p -> p.toString().endsWith(".class"))
                        .filter(p -> !p.toString().contains("jmh_generated"))
                        .sorted()
                        .toList();
            }
            for (Path file : classes) {
                String relative = root.relativize(file).toString().replace(java.io.File.separatorChar, '.');
                String name = "org.schedlab.benchmarks." + relative.substring(0, relative.length() - ".class".length());
                Class<?> c = Class.forName(name, false, loader);
                if (Modifier.isAbstract(c.getModifiers())) {
                    continue;
                }
                for (Method m : c.getDeclaredMethods()) {
                    if (!m.isAnnotationPresent(Benchmark.class)) {
                        continue;
                    }
                    Map<String, Integer> params = new TreeMap<>();
                    params(c, params);
                    for (Class<?> arg : m.getParameterTypes()) {
                        params(arg, params);
                    }
                    int combinations = params.values().stream().reduce(1, (a, b) -> a * b);
                    String label = c.getName()
                            .replaceFirst("^org\\.schedlab\\.benchmarks\\.", "")
                            .replace('$', '.');
                    out.put(label + "." + m.getName(), combinations);
                }
            }
        }
        return out;
    }

    /** The {@code @Param} fields of a {@code @State} class and its superclasses, by name, with their value counts. */
    private static void params(Class<?> state, Map<String, Integer> out) {
        if (!state.isAnnotationPresent(State.class)) {
            return;
        }
        for (Class<?> c = state; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                Param p = f.getAnnotation(Param.class);
                if (p != null) {
                    int values = p.value().length;
                    if (values == 0 && f.getType().isEnum()) {
                        values = f.getType().getEnumConstants().length;
                    } else if (values == 0 && f.getType() == boolean.class) {
                        values = 2;
                    }
                    out.put(f.getName(), SMALL.containsKey(f.getName()) ? SMALL.get(f.getName()).length : values);
                }
            }
        }
    }
}
