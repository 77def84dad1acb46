package org.schedlab.experiments.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * The Python client's own tests ({@code python/tests}, {@code unittest}) in the default build: one
 * {@code python3 -m unittest} run, reported as one JUnit test per Python test, plus one for the run
 * as a whole. The environment's tests start SchedLab through {@code SCHEDLAB_COMMAND}, set here to
 * this build's classes. Nothing is skipped silently: without {@code python3} the run fails and says
 * how to install it, and a Python test that skips fails here.
 */
@Timeout(value = 30, unit = TimeUnit.MINUTES) // a hang guard, not a measurement
class PythonClientTest {
    private static final Path PYTHON = Path.of("..", "python").toAbsolutePath().normalize();
    /** {@code name (module.Class...) ... verdict} of {@code unittest -v} (3.9 to 3.12 spellings). */
    private static final Pattern RESULT = Pattern.compile(
            "^(test\\w*) \\(([\\w.]+)\\)(?:\\n.*?)?\\s\\.\\.\\.\\s(ok|FAIL|ERROR|skipped.*|expected failure|unexpected success)$",
            Pattern.MULTILINE);

    @TestFactory
    Stream<DynamicTest> pythonTests() throws IOException, InterruptedException {
        List<String> command = List.of("python3", "-m", "unittest", "discover", "-v", "-s", "tests", "-t", ".");
        ProcessBuilder pb =
                new ProcessBuilder(command).directory(PYTHON.toFile()).redirectErrorStream(true);
        pb.environment().put("SCHEDLAB_COMMAND", schedlabCommand());
        pb.environment().put("PYTHONDONTWRITEBYTECODE", "1");
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            fail("python3 is needed to run the Python client's tests in " + PYTHON + " (" + e.getMessage()
                    + "); install it, e.g. apt-get install python3");
            return Stream.empty();
        }
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = p.waitFor();
        Map<String, String> verdicts = new LinkedHashMap<>();
        Matcher m = RESULT.matcher(out);
        while (m.find()) {
            verdicts.put(m.group(2).replaceFirst("\\." + m.group(1) + "$", "") + "." + m.group(1), m.group(3));
        }
        List<DynamicTest> tests = new ArrayList<>();
        tests.add(DynamicTest.dynamicTest("python3 -m unittest (the whole run)", () -> {
            assertThat(status).as(out).isZero();
            assertThat(out).as(out).containsPattern("\\nRan \\d+ tests? in ").contains("\nOK");
            assertThat(verdicts).as("results read from the output:\n" + out).hasSizeGreaterThanOrEqualTo(20);
        }));
        verdicts.forEach((name, verdict) -> tests.add(DynamicTest.dynamicTest(
                name,
                () -> assertThat(verdict).as("%s: %s%n%s", name, verdict, out).isEqualTo("ok"))));
        return tests.stream();
    }

    /**
     * This build's command line: the JVM running the tests with the test class path (which holds
     * every module), lighter on start-up.
     */
    private static String schedlabCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("java.class.path");
        List<String> words = List.of(
                java,
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-Xmx512m",
                "-cp",
                classPath,
                "org.schedlab.experiments.cli.SchedLabCli");
        StringBuilder b = new StringBuilder();
        for (String w : words) {
            b.append(b.length() == 0 ? "" : " ")
                    .append('\'')
                    .append(w.replace("'", "'\"'\"'"))
                    .append('\'');
        }
        assertThat(classPath).contains(File.pathSeparator);
        return b.toString();
    }
}
