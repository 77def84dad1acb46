package org.schedlab.experiments.cli;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on stderr, shown only when stderr is a terminal and {@code --no-progress} was not
 * given; otherwise every call does nothing. The launcher exports {@code SCHEDLAB_STDERR_TTY=1}
 * when stderr is a terminal (Java cannot tell by itself).
 */
final class Progress implements AutoCloseable {
    private final ProgressBar bar;

    private Progress(ProgressBar bar) {
        this.bar = bar;
    }

    static boolean stderrIsTerminal() {
        return "1".equals(System.getenv("SCHEDLAB_STDERR_TTY"));
    }

    /** A bar for {@code max} steps ({@code -1} when unknown), or a silent one. */
    static Progress open(boolean enabled, String task, long max, String unit) {
        if (!enabled || !stderrIsTerminal()) {
            return new Progress(null);
        }
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(max)
                .setUnit(" " + unit, 1)
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(250)
                .setConsumer(new ConsoleProgressBarConsumer(System.err))
                .build();
        return new Progress(bar);
    }

    void stepTo(long n) {
        if (bar != null) {
            bar.stepTo(n);
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
