package org.schedlab.experiments.cli;

import java.io.PrintWriter;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.experiments.run.BuildInfo;
import org.schedlab.experiments.run.Registry;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code schedlab} command line. Exit status: 0 on success, 2 on bad input (one message on
 * stderr naming the option, or the file and line), 1 on an internal error.
 *
 * <p>Subcommands are registered lazily: picocli builds each command's model by reflection and
 * instantiates it, which is most of the CLI's start-up, so a call that names a command builds
 * only that one, and {@code --version} builds none. Everything else (help, an unknown or missing
 * command) sees them all.
 */
@Command(
        name = "schedlab",
        mixinStandardHelpOptions = true,
        versionProvider = SchedLabCli.Version.class,
        description = "Simulates parallel job scheduling and processor allocation.")
public final class SchedLabCli implements Runnable {
    /** Exit status for bad input. */
    public static final int BAD_INPUT = 2;

    /** The subcommands' names, in the order help lists them. */
    private static final String[] COMMANDS = {
        "list",
        "simulate",
        "view",
        "trace-info",
        "workload-info",
        "reproduce",
        "merge",
        "capacity-loss",
        "convert",
        "check",
        "compare",
        "corpus",
        "help"
    };

    /**
     * A new instance of the subcommand called {@code name}, or null when there is none. A switch
     * rather than a table of constructor references: {@code --version} links none of the command
     * classes (nor picocli's), and a call that names one command links no lambda per command.
     */
    private static Object newCommand(String name) {
        return switch (name) {
            case "list" -> new ListCommand();
            case "simulate" -> new SimulateCommand();
            case "view" -> new ViewCommand();
            case "trace-info" -> new TraceInfoCommand();
            case "workload-info" -> new WorkloadInfoCommand();
            case "reproduce" -> new ReproduceCommand();
            case "merge" -> new MergeCommand();
            case "capacity-loss" -> new CapacityLossCommand();
            case "convert" -> new ConvertCommand();
            case "check" -> new CheckCommand();
            case "compare" -> new CompareCommand();
            case "corpus" -> new CorpusCommand();
            case "help" -> new CommandLine.HelpCommand();
            default -> null;
        };
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(new CommandLine(this), "missing command (try 'schedlab --help')");
    }

    /** The short commands whose {@code call} discovers the registry before anything else. */
    private static final java.util.Set<String> REGISTRY_COMMANDS =
            java.util.Set.of("simulate", "list", "workload-info");

    /**
     * The environment variable that, set to {@code 0}, keeps the registry's discovery on the calling
     * thread: the launcher's class-data training runs set it, because this JDK's class list
     * ({@code -XX:DumpLoadedClassList}) can garble a line when two threads link lambdas at once.
     */
    private static final String PREFETCH = "SCHEDLAB_PREFETCH";

    /** The system property that stops picocli from looking for Groovy on the class path. */
    private static final String NO_CLOSURES = "picocli.disable.closures";

    /** The system property that lists (as regular expressions) the types picocli registers no converter for. */
    private static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

    /**
     * The optional types of picocli's converters that no option of SchedLab's has: java.time and
     * java.sql (picocli compiles the expression once per type, so it is kept simple).
     */
    static final String UNUSED_CONVERTERS = "java\\.[st].*";

    /** The first failure writing standard output (a full disk, a closed pipe), or null. */
    private static volatile java.io.IOException stdoutFailure;

    public static void main(String[] args) {
        // standard output through a stream that keeps its first write failure: PrintWriter and
        // System.out swallow them, and a result that was not written is not a success
        java.io.OutputStream stdout =
                new java.io.FilterOutputStream(new java.io.FileOutputStream(java.io.FileDescriptor.out)) {
                    @Override
                    public void write(byte[] b, int off, int len) throws java.io.IOException {
                        try {
                            out.write(b, off, len);
                        } catch (java.io.IOException e) {
                            if (stdoutFailure == null) {
                                stdoutFailure = e;
                            }
                            throw e;
                        }
                    }

                    @Override
                    public void flush() throws java.io.IOException {
                        try {
                            out.flush();
                        } catch (java.io.IOException e) {
                            if (stdoutFailure == null) {
                                stdoutFailure = e;
                            }
                            throw e;
                        }
                    }
                };
        PrintWriter out = new PrintWriter(
                new java.io.OutputStreamWriter(stdout, java.nio.charset.Charset.defaultCharset()), true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(execute(args, out, err));
    }

    /** Why writing standard output failed, in words ("write error" when the reason is not known). */
    static String standardOutputProblem() {
        java.io.IOException e = stdoutFailure;
        return e == null || e.getMessage() == null ? "write error" : e.getMessage();
    }

    /** Runs the command line with the given streams and returns the exit status. */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        if (isVersion(args)) {
            // the version without picocli: building even the top command's model (reflection over
            // its annotations, proxies for them) costs more than the rest of the JVM's start
            for (String line : new Version().getVersion()) {
                out.println(line);
            }
            return finish(0, out, err);
        }
        // picocli looks for Groovy closures (Class.forName through the whole class path, several
        // times) unless told not to: about 20 ms of start-up, and SchedLab has no Groovy
        if (System.getProperty(NO_CLOSURES) == null) {
            System.setProperty(NO_CLOSURES, "true");
        }
        // picocli registers converters for java.time and java.sql types by reflection, which loads
        // and initializes those classes (about 10 ms of start-up); no option here has such a type
        if (System.getProperty(CONVERTER_EXCLUDES) == null) {
            System.setProperty(CONVERTER_EXCLUDES, UNUSED_CONVERTERS);
        }
        boolean prefetching = needsRegistry(args);
        if (prefetching) {
            Registry.prefetch();
        }
        try {
            return run(args, out, err);
        } finally {
            if (prefetching) {
                Registry.dropPrefetch();
            }
        }
    }

    /**
     * Whether the command of {@code args} begins by discovering the registry (and asks for no
     * help), so that discovering it can start at once, alongside picocli's model building.
     */
    private static boolean needsRegistry(String[] args) {
        if (args.length == 0 || !REGISTRY_COMMANDS.contains(args[0]) || "0".equals(System.getenv(PREFETCH))) {
            return false;
        }
        for (String a : args) {
            if (a.equals("-h") || a.equals("--help") || a.equals("-V") || a.equals("--version")) {
                return false;
            }
        }
        return true;
    }

    private static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new SchedLabCli());
        addSubcommands(cli, args);
        // after the subcommands: picocli hands a converter to the commands present when it is set
        cli.registerConverter(java.nio.file.Path.class, SchedLabCli::path);
        cli.setOut(out);
        cli.setErr(err);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setParameterExceptionHandler((ex, a) -> {
            if (ex.getCause() instanceof EmptyPath) {
                // one line: the option's help adds nothing to "give a name"
                err.println("schedlab: " + ex.getMessage());
                return BAD_INPUT;
            }
            err.println("schedlab: " + ex.getMessage());
            err.println("see 'schedlab " + commandPath(ex.getCommandLine()) + "--help'");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof BadInputException) {
                err.println("schedlab: " + ex.getMessage());
                return BAD_INPUT;
            }
            if (outOfMemory(ex)) {
                err.println(OUT_OF_MEMORY);
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
        try {
            return finish(cli.execute(args), out, err);
        } catch (OutOfMemoryError e) {
            // an Error passes picocli's handlers; the heap is free again once the run is unwound
            err.println(OUT_OF_MEMORY);
            return BAD_INPUT;
        }
    }

    /** The one line for a run that filled the Java heap. */
    static final String OUT_OF_MEMORY = "schedlab: out of memory: the run filled the Java heap ("
            + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB); make it smaller (--jobs, or --max-queue for a"
            + " queue that grows) or give Java more (SCHEDLAB_JAVA_OPTS=-Xmx8g)";

    /** Whether {@code ex} is, or was caused by, an {@link OutOfMemoryError}. */
    static boolean outOfMemory(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /**
     * The converter of every option and parameter that names a file or folder: an empty name is
     * refused at once (Java reads {@code ""} as the current folder, so {@code --out ''} would write
     * there).
     */
    static java.nio.file.Path path(String text) {
        if (text.isEmpty()) {
            throw new EmptyPath();
        }
        try {
            return java.nio.file.Path.of(text);
        } catch (java.nio.file.InvalidPathException e) {
            throw new CommandLine.TypeConversionException("not a usable file name (" + e.getReason() + ")");
        }
    }

    /** An empty file or folder name. */
    static final class EmptyPath extends CommandLine.TypeConversionException {
        private static final long serialVersionUID = 1L;

        EmptyPath() {
            super("empty name (name a file or folder; an empty one would mean the current folder)");
        }
    }

    /** {@code status}, or {@link #BAD_INPUT} when standard output could not be written. */
    private static int finish(int status, PrintWriter out, PrintWriter err) {
        out.flush();
        if (out.checkError() && status == 0) {
            // a result that was not written is not a success (a failed command has said why already)
            err.println("schedlab: cannot write standard output: " + standardOutputProblem());
            return BAD_INPUT;
        }
        return status;
    }

    /** Whether {@code args} asks for the version only ({@code -V} or {@code --version}). */
    private static boolean isVersion(String[] args) {
        return args.length == 1 && (args[0].equals("-V") || args[0].equals("--version"));
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

    /** Adds the subcommands {@code args} can reach (before any setting, which picocli copies down). */
    static void addSubcommands(CommandLine cli, String[] args) {
        if (isVersion(args)) {
            return;
        }
        Object only = args.length > 0 && !args[0].equals("help") ? newCommand(args[0]) : null;
        if (only != null) {
            cli.addSubcommand(only);
        } else {
            for (String name : COMMANDS) {
                cli.addSubcommand(newCommand(name));
            }
        }
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
