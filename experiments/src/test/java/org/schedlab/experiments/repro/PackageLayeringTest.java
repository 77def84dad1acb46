package org.schedlab.experiments.repro;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The role packages of the reproduction pipeline depend one way only: {@code report} may use
 * {@code judge}, {@code plan} and {@code paper}; {@code judge} may use {@code plan} and {@code
 * paper}; {@code plan} may use {@code paper}; {@code paper} uses none of them, and no role uses the
 * orchestrator in {@code repro} itself. A use is an import, a fully qualified name (in code or in a
 * comment), or a Javadoc link to a class of a higher role by its simple name.
 */
class PackageLayeringTest {
    /** The roles from the lowest to the highest. */
    static final List<String> ROLES = List.of("paper", "plan", "judge", "report");

    private static final String BASE = "org.schedlab.experiments.repro";
    private static final Path SOURCES = Path.of("src/main/java/org/schedlab/experiments/repro");
    private static final Pattern QUALIFIED = Pattern.compile("\\borg\\.schedlab\\.experiments\\.repro\\.(\\*|\\w+)");
    private static final Pattern LINK =
            Pattern.compile("(?:\\{@link(?:plain)?|@see|@throws)\\s+(?:\\*\\s+)?([A-Z]\\w*)");

    @Test
    void everyRolePackageDependsOnlyOnLowerRoles() throws IOException {
        Map<String, String> roleOfClass = classesByRole(SOURCES);
        assertThat(roleOfClass.values()).containsAll(ROLES); // every role exists and holds classes
        List<String> found = new ArrayList<>();
        for (String role : ROLES) {
            try (Stream<Path> files = Files.list(SOURCES.resolve(role))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java"))
                        .sorted()
                        .toList()) {
                    for (String v : violations(role, Files.readString(f), roleOfClass)) {
                        found.add(role + "/" + f.getFileName() + ": " + v);
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void aPlantedUpwardImportIsFound() {
        Map<String, String> roles = Map.of(
                "HtmlReport", "report", "Claims", "judge", "WorkPlan", "plan", "Sweep", "paper", "Reproduction", "");
        String paper = """
                package org.schedlab.experiments.repro.paper;

                import org.schedlab.experiments.repro.report.HtmlReport;

                class Bad {}
                """;
        assertThat(violations("paper", paper, roles)).containsExactly("uses report (HtmlReport)");

        String plan = """
                package org.schedlab.experiments.repro.plan;

                class Bad {
                    Object o = org.schedlab.experiments.repro.judge.Claims.class;
                }
                """;
        assertThat(violations("plan", plan, roles)).containsExactly("uses judge (Claims)");

        String judge = """
                package org.schedlab.experiments.repro.judge;

                /** Unlike {@link HtmlReport}, this names a higher role in Javadoc only. */
                class Bad {}
                """;
        assertThat(violations("judge", judge, roles)).containsExactly("links report (HtmlReport)");

        String report = """
                package org.schedlab.experiments.repro.report;

                import org.schedlab.experiments.repro.*;
                import org.schedlab.experiments.repro.Reproduction;

                class Bad {}
                """;
        assertThat(violations("report", report, roles))
                .containsExactly("uses the orchestrator package (*)", "uses the orchestrator package (Reproduction)");
    }

    @Test
    void downwardUsesAreAllowed() {
        Map<String, String> roles = Map.of("Sweep", "paper", "WorkPlan", "plan", "Claims", "judge");
        String report = """
                package org.schedlab.experiments.repro.report;

                import org.schedlab.experiments.repro.judge.Claims;
                import org.schedlab.experiments.repro.paper.Sweep;
                import org.schedlab.experiments.repro.plan.WorkPlan;

                /** Uses {@link Claims}, {@link WorkPlan} and {@link Sweep}: all lower. */
                class Fine {}
                """;
        assertThat(violations("report", report, roles)).isEmpty();
        assertThat(violations("paper", "package org.schedlab.experiments.repro.paper;\nclass P {}\n", roles))
                .isEmpty();
    }

    /**
     * Every use of a higher role (or of the orchestrator package) in {@code source}, a file of
     * {@code role}.
     *
     * @param roleOfClass the role of each class by simple name ("" for the orchestrator package)
     */
    static List<String> violations(String role, String source, Map<String, String> roleOfClass) {
        int rank = ROLES.indexOf(role);
        if (rank < 0) {
            throw new IllegalArgumentException("not a role: " + role);
        }
        List<String> out = new ArrayList<>();
        String body = source.replaceFirst("(?m)^package [\\w.]+;", "");
        Matcher q = QUALIFIED.matcher(body);
        while (q.find()) {
            String next = q.group(1);
            if (next.equals("*") || Character.isUpperCase(next.charAt(0))) {
                out.add("uses the orchestrator package (" + next + ")");
                continue;
            }
            int other = ROLES.indexOf(next);
            if (other > rank) {
                int end = q.end();
                Matcher name = Pattern.compile("\\.(\\*|\\w+)").matcher(body);
                String what = name.find(end) && name.start() == end ? name.group(1) : "?";
                out.add("uses " + next + " (" + what + ")");
            }
        }
        Matcher l = LINK.matcher(body);
        while (l.find()) {
            String other = roleOfClass.get(l.group(1));
            if (other != null && (other.isEmpty() || ROLES.indexOf(other) > rank)) {
                out.add("links " + (other.isEmpty() ? "the orchestrator package" : other) + " (" + l.group(1) + ")");
            }
        }
        return out;
    }

    /** The classes under {@code sources}, by simple name, with their role ("" for the top package). */
    static Map<String, String> classesByRole(Path sources) throws IOException {
        Map<String, String> roles = new HashMap<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString().replace(".java", "");
                if (name.equals("package-info")) {
                    continue;
                }
                Path dir = sources.relativize(f).getParent();
                roles.put(name, dir == null ? "" : dir.toString());
            }
        }
        return roles;
    }
}
