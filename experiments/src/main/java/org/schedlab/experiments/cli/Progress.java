package org.schedlab.experiments.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress on stderr. When stderr is a terminal: a bar. When it is not (a batch job, a log file):
 * lines, so that a long run is not silent for minutes: once it has run for {@link #LONG_NANOS}, one
 * line per tenth of the work done ({@code gang-2000: 40% (38 of 96 units, 1 min 12 s)}), or with
 * no known total one line per {@link #QUIET_NANOS} of quiet. A run shorter than that prints
 * nothing, so quick commands keep a clean stderr. {@code --no-progress} turns both off. The
 * launcher exports {@code SCHEDLAB_STDERR_TTY=1} when stderr is a terminal (Java cannot tell by
 * itself).
 */
final class Progress implements AutoCloseable {
    /** A run is long, and gets progress lines, once it has run this long. */
    static final long LONG_NANOS = 10_000_000_000L;

    /** Without a known total: a line after this long without one. */
    static final long QUIET_NANOS = 30_000_000_000L;

    private final ProgressBar bar;
    private final PrintWriter lines;
    private final String task;
    private final long max;
    private final String unit;
    private final LongSupplier clock;
    private final long began;
    private long lastTenth;
    private long lastLine;

    private Progress(ProgressBar bar, PrintWriter lines, String task, long max, String unit, LongSupplier clock) {
        this.bar = bar;
        this.lines = lines;
        this.task = task;
        this.max = max;
        this.unit = unit;
        this.clock = clock;
        this.began = clock.getAsLong();
        this.lastLine = began;
    }

    static boolean stderrIsTerminal() {
        return "1".equals(System.getenv("SCHEDLAB_STDERR_TTY"));
    }

    /**
     * Progress of {@code max} steps ({@code -1} when unknown): a bar on a terminal, else lines on
     * {@code err}; nothing at all when not {@code enabled}.
     */
    static Progress open(boolean enabled, PrintWriter err, String task, long max, String unit) {
        if (!enabled) {
            return new Progress(null, null, task, max, unit, System::nanoTime);
        }
        if (!stderrIsTerminal()) {
            return lines(err, task, max, unit, System::nanoTime);
        }
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(max)
                .setUnit(" " + unit, 1)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(250)
                .setConsumer(new ConsoleProgressBarConsumer(System.err))
                .build();
        return new Progress(bar, null, task, max, unit, System::nanoTime);
    }

    /** Progress as lines on {@code err}, timed by {@code clock} (nanoseconds). */
    static Progress lines(PrintWriter err, String task, long max, String unit, LongSupplier clock) {
        return new Progress(null, err, task, max, unit, clock);
    }

    /** Whether this progress prints lines (stderr is not a terminal and progress is on). */
    boolean printsLines() {
        return lines != null;
    }

    synchronized void stepTo(long n) {
        if (bar != null) {
            bar.stepTo(n);
        }
        if (lines == null) {
            return;
        }
        long now = clock.getAsLong();
        if (now - began < LONG_NANOS) {
            return;
        }
        if (max > 0) {
            long tenth = Math.min(10, n * 10 / max);
            if (tenth > lastTenth) {
                lastTenth = tenth;
                print(String.format(
                        Locale.ROOT, "%s: %d%% (%,d of %,d %s, %s)", task, tenth * 10, n, max, unit, since(now)));
            }
        } else if (now - lastLine >= QUIET_NANOS) {
            print(String.format(Locale.ROOT, "%s: %,d %s (%s)", task, n, unit, since(now)));
        }
    }

    /** Prints {@code text} as a line of its own (lines only; a bar prints nothing). */
    synchronized void line(String text) {
        if (lines != null) {
            print(text);
        }
    }

    private void print(String line) {
        lines.println(line);
        lines.flush();
        lastLine = clock.getAsLong();
    }

    private String since(long now) {
        long s = (now - began) / 1_000_000_000L;
        return s < 60
                ? s + " s"
                : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
