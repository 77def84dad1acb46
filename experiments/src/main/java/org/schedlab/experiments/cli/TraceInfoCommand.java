package org.schedlab.experiments.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.workloads.io.TextFiles;
import org.schedlab.workloads.profile.ConventionProfile;
import org.schedlab.workloads.stats.TraceStats;
import org.schedlab.workloads.swf.SwfWorkload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code schedlab trace-info PATH}: statistics of an SWF trace under a convention profile. */
@Command(
        name = "trace-info",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = "Print job count, mean runtime, mean size, mean interarrival, offered load (fat-tree paper,"
                + " eq. 2) and max processors of an SWF trace.")
final class TraceInfoCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(paramLabel = "PATH", description = "an SWF file, plain or .gz; - reads standard input")
    Path path;

    @picocli.CommandLine.Mixin
    ConventionOptions conventions = new ConventionOptions();

    @Option(
            names = "--processors",
            description = "machine size P for the offered load (default: the header's MaxProcs)")
    Integer processors;

    @Option(names = "--format", defaultValue = "table", description = "table, json or csv (default: ${DEFAULT-VALUE})")
    OutputFormat format;

    @Override
    public Integer call() {
        if (processors != null && processors < 1) {
            throw new BadInputException("--processors must be >= 1, got " + processors);
        }
        ConventionProfile profile = ConventionProfile.fromOptions(conventions.toMap());
        Path file = path.toString().equals("-") ? TextFiles.standardInput() : path;
        SwfWorkload workload = new SwfWorkload(file, profile, OptionalInt.empty(), 0);
        int p = processors != null ? processors : workload.header().maxProcs().orElse(0);
        TraceStats stats = TraceStats.of(workload, p);
        if (stats.jobs() == 0) {
            throw new BadInputException(file + ": no jobs in this trace under the chosen conventions ("
                    + workload.provenance().getOrDefault("records", 0) + " job records read)");
        }
        if (p == 0) {
            // a hand-made trace has no header: the offered load needs the machine's size
            throw new BadInputException(file + ": no processor count in the header (no MaxProcs line, or"
                    + " MaxProcs: -1); give --processors P, the machine size the offered load refers to");
        }
        Map<String, Object> out = new LinkedHashMap<>(stats.describe());
        OutputFormat.requireFinite(file.toString(), out, undefinedBecause(stats));
        out.put("profile", conventions.namedProfile().name());
        out.put("input", workload.provenance());
        command.commandLine().getOut().println(format.render(out));
        return 0;
    }

    /** Why a statistic of {@code stats} can come out undefined, for the message that refuses it. */
    private static String undefinedBecause(TraceStats stats) {
        if (stats.jobs() < 2) {
            return "a trace of " + stats.jobs() + " job has no interarrival time and no span for the offered load";
        }
        if (stats.loadJobs() == 0) {
            return "the offered load counts the jobs after the first 1% that end by the last arrival, and no job"
                    + " does";
        }
        return "the jobs the offered load counts span no time";
    }
}
