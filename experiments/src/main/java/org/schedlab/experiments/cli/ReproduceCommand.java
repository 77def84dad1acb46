package org.schedlab.experiments.cli;

import java.util.concurrent.Callable;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.run.Papers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code schedlab reproduce PAPER|all}. The reproduction pipeline is not built yet: this command
 * says so for every paper and exits 0, so that the README's first command works on a fresh clone.
 */
@Command(
        name = "reproduce",
        mixinStandardHelpOptions = true,
        description = "Reproduce a paper's figures and tables (PAPER id or 'all').")
final class ReproduceCommand implements Callable<Integer> {
    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Parameters(paramLabel = "PAPER", description = "a paper id from 'schedlab list', or all")
    String paper;

    @Option(names = "--quick", description = "small runs, minutes for everything")
    boolean quick;

    @Option(names = "--full", description = "the papers' own settings")
    boolean full;

    @Option(names = "--out", description = "output directory (default results/PAPER)")
    String out;

    @Option(names = "--threads", description = "worker threads")
    Integer threads;

    @Override
    public Integer call() {
        if (quick && full) {
            throw new BadInputException("--quick and --full exclude each other");
        }
        if (!paper.equals("all") && Papers.byId(paper) == null) {
            throw new BadInputException("reproduce: unknown paper '" + paper + "' (known: all, "
                    + String.join(
                            ", ", Papers.ALL.stream().map(Papers.Paper::id).toList()) + ")");
        }
        var o = command.commandLine().getOut();
        for (Papers.Paper p : Papers.ALL) {
            if (paper.equals("all") || paper.equals(p.id())) {
                o.println(p.id() + ": not yet implemented (" + p.title() + ")");
            }
        }
        return 0;
    }
}
