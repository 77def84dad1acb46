package org.schedlab.schedulers.external;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.End;
import org.schedlab.schedulers.external.Protocol.Greeting;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Welcome;

/**
 * A {@link Decider} at the other end of a pair of byte streams, speaking {@link JsonLines}: a child
 * process (its standard input and output; its standard error goes to ours) or, for a decider that
 * started SchedLab itself, this process's own standard input and output.
 *
 * <p>Every exchange is one line written and one line read, in the calling thread (a thread per
 * line would cost a hand-over per pass). A stall is caught by a watchdog thread: when an answer is
 * overdue by the timeout it marks the decider stalled and kills the child and its descendants,
 * which closes the pipe and ends the blocked read; the failure then names the timeout.
 */
final class LineDecider implements Decider {
    /** The longest line read, so that a runaway decider cannot fill the heap. */
    private static final int MAX_LINE = 1 << 26;

    private final Process process;
    private final InputStream in;
    private final OutputStream out;
    private final long timeoutNanos;
    private final double timeoutSeconds;
    private final StringBuilder text = new StringBuilder(256);
    private byte[] buffer = new byte[1 << 16];
    private int start;
    private int end;

    /** When the answer being waited for is overdue ({@link System#nanoTime}); 0 while not waiting. */
    private volatile long deadline;

    private volatile boolean stalled;
    private Thread watchdog;

    private LineDecider(Process process, InputStream in, OutputStream out, double timeoutSeconds) {
        this.process = process;
        this.in = in;
        this.out = out;
        this.timeoutSeconds = timeoutSeconds;
        this.timeoutNanos = Double.isInfinite(timeoutSeconds) ? Long.MAX_VALUE : (long) Math.ceil(timeoutSeconds * 1e9);
        if (process != null && timeoutNanos != Long.MAX_VALUE) {
            watchdog = new Thread(this::watch, "schedlab-decider-watchdog");
            watchdog.setDaemon(true);
            watchdog.start();
        }
    }

    /**
     * Starts {@code command} as a child process in the current directory.
     *
     * @param timeoutSeconds how long an answer may take, or infinity
     * @throws DeciderFailure when the command cannot be started
     */
    static LineDecider start(List<String> command, double timeoutSeconds) {
        Process p;
        try {
            p = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
        } catch (IOException e) {
            throw new DeciderFailure("cannot start the decider " + String.join(" ", command) + ": " + e.getMessage());
        }
        return new LineDecider(p, p.getInputStream(), p.getOutputStream(), timeoutSeconds);
    }

    /** Speaks on this process's standard input and output (a decider that runs SchedLab as its child). */
    static LineDecider standardStreams() {
        return new LineDecider(
                null,
                new FileInputStream(FileDescriptor.in),
                new FileOutputStream(FileDescriptor.out),
                Double.POSITIVE_INFINITY);
    }

    @Override
    public Greeting greet(Welcome welcome) {
        text.setLength(0);
        text.append(JsonLines.welcome(welcome));
        return JsonLines.greeting(exchange());
    }

    @Override
    public Decision decide(Message message) {
        text.setLength(0);
        JsonLines.message(text, message);
        return JsonLines.decision(exchange());
    }

    @Override
    public void end(End e) {
        text.setLength(0);
        text.append(JsonLines.end(e));
        arm();
        write();
        if (process == null) {
            deadline = 0;
            return;
        }
        try {
            out.close();
        } catch (IOException ignored) {
            // the exit status below says what happened
        }
        int status = exitStatus(Long.MAX_VALUE);
        deadline = 0;
        if (stalled) {
            throw new DeciderFailure("the decider did not exit within " + seconds() + " after the end of the run");
        }
        if (status != 0) {
            throw new DeciderFailure("the decider exited with status " + status + " after the end of the run");
        }
    }

    @Override
    public void close() {
        if (watchdog != null) {
            watchdog.interrupt();
        }
        if (process != null && process.isAlive()) {
            kill();
        }
    }

    /** Writes {@link #text} as a line and reads the answer. */
    private String exchange() {
        arm();
        write();
        String line = readLine();
        deadline = 0;
        return line;
    }

    private void arm() {
        if (timeoutNanos != Long.MAX_VALUE) {
            deadline = System.nanoTime() + timeoutNanos;
            if (deadline == 0) {
                deadline = 1;
            }
        }
    }

    private void write() {
        text.append('\n');
        try {
            out.write(text.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw gone("while it was sent a line");
        }
    }

    private String readLine() {
        while (true) {
            for (int i = start; i < end; i++) {
                if (buffer[i] == '\n') {
                    int from = start;
                    start = i + 1;
                    int to = i > from && buffer[i - 1] == '\r' ? i - 1 : i;
                    return new String(buffer, from, to - from, StandardCharsets.UTF_8);
                }
            }
            if (start > 0) {
                System.arraycopy(buffer, start, buffer, 0, end - start);
                end -= start;
                start = 0;
            }
            if (end == buffer.length) {
                if (buffer.length >= MAX_LINE) {
                    throw new DeciderFailure("the decider's line is longer than " + MAX_LINE + " bytes");
                }
                buffer = java.util.Arrays.copyOf(buffer, 2 * buffer.length);
            }
            int n;
            try {
                n = in.read(buffer, end, buffer.length - end);
            } catch (IOException e) {
                n = -1;
            }
            if (n < 0) {
                throw gone(end > 0 ? "in the middle of a line" : "instead of answering");
            }
            end += n;
        }
    }

    /** The failure for a decider whose stream closed: a stall the watchdog ended, or an exit. */
    private DeciderFailure gone(String when) {
        if (stalled) {
            return new DeciderFailure("the decider gave no answer within " + seconds() + " (option timeout=SECONDS)");
        }
        if (process == null) {
            return new DeciderFailure("standard input closed " + when);
        }
        int status = exitStatus(TimeUnit.SECONDS.toNanos(5));
        return new DeciderFailure(
                status == Integer.MIN_VALUE
                        ? "the decider closed its standard output " + when
                        : "the decider exited with status " + status + " " + when);
    }

    /** The child's exit status, waiting at most {@code nanos}; MIN_VALUE if it is still running. */
    private int exitStatus(long nanos) {
        try {
            if (nanos == Long.MAX_VALUE) {
                return process.waitFor();
            }
            return process.waitFor(nanos, TimeUnit.NANOSECONDS) ? process.exitValue() : Integer.MIN_VALUE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Integer.MIN_VALUE;
        }
    }

    private String seconds() {
        return String.format(
                Locale.ROOT,
                "%s s",
                timeoutSeconds == Math.rint(timeoutSeconds)
                        ? Long.toString((long) timeoutSeconds)
                        : Double.toString(timeoutSeconds));
    }

    /** The watchdog: wakes a few times per timeout and kills a decider whose answer is overdue. */
    private void watch() {
        long period =
                Math.max(TimeUnit.MILLISECONDS.toNanos(5), Math.min(timeoutNanos / 8, TimeUnit.SECONDS.toNanos(1)));
        try {
            while (true) {
                TimeUnit.NANOSECONDS.sleep(period);
                long d = deadline;
                if (d != 0 && System.nanoTime() - d > 0) {
                    stalled = true;
                    kill();
                    return;
                }
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    private void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }
}
