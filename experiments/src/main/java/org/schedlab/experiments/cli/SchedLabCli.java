package org.schedlab.experiments.cli;

import java.io.PrintWriter;
import org.schedlab.core.spec.BadInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code schedlab} command line. Exit status: 0 on success, 2 on bad input (one message on
 * stderr naming the option, or the file and line), 1 on an internal error.
 */
@Command(
        name = "schedlab",
        mixinStandardHelpOptions = true,
        versionProvider = SchedLabCli.Version.class,
        description = "Simulates parallel job scheduling and processor allocation.",
        subcommands = {
            ListCommand.class,
            SimulateCommand.class,
            TraceInfoCommand.class,
            ReproduceCommand.class,
            CapacityLossCommand.class,
            CommandLine.HelpCommand.class
        })
public final class SchedLabCli implements Runnable {
    /** Exit status for bad input. */
    public static final int BAD_INPUT = 2;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(new CommandLine(this), "missing command (try 'schedlab --help')");
    }

    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit status. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new SchedLabCli());
        cli.setOut(out);
        cli.setErr(err);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setParameterExceptionHandler((ex, a) -> {
            err.println("schedlab: " + ex.getMessage());
            err.println("see 'schedlab " + commandPath(ex.getCommandLine()) + "--help'");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof BadInputException) {
                err.println("schedlab: " + ex.getMessage());
                return BAD_INPUT;
            }
            err.println("schedlab: internal error: " + ex);
            if (System.getenv("SCHEDLAB_DEBUG") != null) {
                ex.printStackTrace(err);
            } else {
                err.println("(set SCHEDLAB_DEBUG=1 for the stack trace)");
            }
            return 1;
        });
        return cli.execute(args);
    }

    private static String commandPath(CommandLine c) {
        StringBuilder sb = new StringBuilder();
        for (CommandLine p = c; p != null && p.getParent() != null; p = p.getParent()) {
            sb.insert(0, p.getCommandName() + " ");
        }
        return sb.toString();
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = SchedLabCli.class.getPackage().getImplementationVersion();
            return new String[] {"schedlab " + (v == null ? "development build" : v)};
        }
    }
}
