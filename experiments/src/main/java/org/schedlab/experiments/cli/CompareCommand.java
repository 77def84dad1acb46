package org.schedlab.experiments.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.schedlab.experiments.formats.ScheduleFiles;
import org.schedlab.experiments.verify.Comparison;
import org.schedlab.experiments.verify.Digest;
import org.schedlab.experiments.verify.ProfileRules;
import org.schedlab.experiments.view.DiffPage;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.workloads.profile.NamedProfiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code schedlab compare}: two schedules of the same jobs, job for job. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Compare two schedules of the same jobs (any of SchedLab's schedule CSV, Batsim's/evalys' jobs.csv and SWF"
                    + " with waits), matched by job id: the jobs in one only, the number of differing starts, the"
                    + " first divergence (job, both starts, both runs' state at that time) and the distribution of"
                    + " start(B) - start(A).",
            "With --profile NAME, says which of that profile's rules separate the two where a schedule shows it;"
                    + " with --view FILE.html, draws both on one time axis with the divergent jobs marked."
        })
final class CompareCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(index = "0", paramLabel = "A", description = "the first schedule")
    Path first;

    @Parameters(index = "1", paramLabel = "B", description = "the second schedule")
    Path second;

    @Option(
            names = "--profile",
            paramLabel = "NAME",
            description = "a convention profile whose rules to test against the differences (see 'schedlab list')")
    String profile;

    @Option(names = "--view", paramLabel = "FILE.html", description = "write a page drawing both schedules")
    Path view;

    @Option(names = "--format", defaultValue = "table", description = "table, json or csv (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Override
    public Integer call() {
        new CommandFiles()
                .input("A", first)
                .input("B", second)
                .output("--view", view)
                .check();
        var named = profile == null ? null : NamedProfiles.get("--profile", profile);
        Schedule a = ScheduleFiles.read(first, null);
        Schedule b = ScheduleFiles.read(second, null);
        Comparison c = Comparison.of(a, b);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("A", first.toString());
        out.put("B", second.toString());
        out.put("digestA", Digest.of(a));
        out.put("digestB", Digest.of(b));
        out.putAll(c.describe());
        if (named != null) {
            out.put("profile " + named.name(), ProfileRules.explain(c, named));
        }
        if (view != null) {
            DiffPage.write(c.a(), c.b(), first.toString(), second.toString(), view);
            command.commandLine().getErr().println("compare: view " + view);
        }
        command.commandLine().getOut().println(format.render(out));
        return 0;
    }
}
