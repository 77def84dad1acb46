package org.schedlab.experiments.cli;

import java.io.PrintWriter;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.run.BuildInfo;
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
            String io = fileProblem(ex);
            if (io != null) {
                err.println("schedlab: " + io);
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

    /**
     * A plain-words message for a file that cannot be read or written (a missing directory, no
     * permission, a full disk), or {@code null} when {@code ex} is not such a failure.
     */
    static String fileProblem(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof java.nio.file.AccessDeniedException a) {
                return "cannot write or read " + a.getFile() + ": permission denied";
            }
            if (t instanceof java.nio.file.NoSuchFileException n) {
                return "cannot write or read " + n.getFile() + ": no such file or directory";
            }
            if (t instanceof java.nio.file.FileSystemException f) {
                String reason = f.getReason() == null ? "file system error" : f.getReason();
                return "cannot write or read " + f.getFile() + ": " + reason;
            }
            if (t instanceof java.io.IOException io
                    && io.getMessage() != null
                    && io.getMessage().contains("No space left on device")) {
                return "cannot write: no space left on device";
            }
        }
        return null;
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
            return new String[] {"schedlab " + BuildInfo.version(), "commit " + BuildInfo.gitCommit()};
        }
    }
}
