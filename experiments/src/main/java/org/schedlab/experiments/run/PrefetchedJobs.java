package org.schedlab.experiments.run;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.schedlab.core.job.Job;

/**
 * A workload's jobs read ahead on a thread of their own, so that generating or parsing them (a
 * trace's gzip and SWF parsing, a model's random draws) runs beside the simulation instead of on
 * its critical path.
 *
 * <p>One producer thread takes at most {@code limit} jobs from the source, in its order, and hands
 * them over in batches through a bounded queue ({@link #BATCHES} batches of {@link #BATCH} jobs:
 * the read-ahead, and so the memory it holds, is bounded whatever the source's length). The
 * consumer sees exactly the source's jobs in the source's order, so a run is the same job for job
 * as one that reads the source itself. A failure of the source (a malformed line, a missing
 * value) reaches the consumer where the source raised it: after every job read before it, as the
 * same exception object, thrown by the {@link #hasNext} or {@link #next} that reaches it. A
 * consumer that stops early (the simulation failed, a queue bound stopped the run) calls {@link
 * #close}, which stops the producer at its next job or hand-over; the producer is a daemon thread,
 * so even a source blocked inside a read cannot keep the process alive.
 */
final class PrefetchedJobs implements Iterator<Job>, AutoCloseable {
    /** Jobs per hand-over. */
    static final int BATCH = 2048;

    /** Batches the queue holds at most. */
    static final int BATCHES = 4;

    /** The source's end, or its failure. */
    private record End(Throwable failure) {}

    private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(BATCHES);
    private final Thread producer;
    private volatile boolean closed;

    private Job[] batch = new Job[0];
    private int at;
    private End end;

    /**
     * Starts reading {@code source} ahead, at most {@code limit} jobs.
     *
     * @param name the producer thread's name
     */
    PrefetchedJobs(Iterator<Job> source, long limit, String name) {
        producer = new Thread(() -> produce(source, limit), name);
        producer.setDaemon(true);
        producer.start();
    }

    private void produce(Iterator<Job> source, long limit) {
        long taken = 0;
        Job[] b = new Job[BATCH];
        int k = 0;
        Throwable failure = null;
        try {
            while (!closed && taken < limit && source.hasNext()) {
                Job job = source.next(); // (not b[k++] = ...: k would count a job that failed)
                b[k++] = job;
                taken++;
                if (k == BATCH) {
                    if (!put(b)) {
                        return;
                    }
                    b = new Job[BATCH];
                    k = 0;
                }
            }
        } catch (RuntimeException | Error e) {
            failure = e;
        }
        if (k > 0 && !put(Arrays.copyOf(b, k))) {
            return;
        }
        put(new End(failure));
    }

    /** Hands {@code item} over; false when the consumer closed the stream meanwhile. */
    private boolean put(Object item) {
        try {
            queue.put(item);
            return !closed;
        } catch (InterruptedException e) {
            return false; // closed: the consumer interrupts a producer it no longer reads
        }
    }

    @Override
    public boolean hasNext() {
        while (at == batch.length) {
            if (end != null) {
                if (end.failure() != null) {
                    throw rethrow(end.failure());
                }
                return false;
            }
            Object item;
            try {
                item = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                close();
                throw new IllegalStateException("interrupted while waiting for the workload's jobs", e);
            }
            if (item instanceof End e) {
                end = e;
            } else {
                batch = (Job[]) item;
                at = 0;
            }
        }
        return true;
    }

    private static RuntimeException rethrow(Throwable failure) {
        if (failure instanceof Error e) {
            throw e;
        }
        return (RuntimeException) failure;
    }

    @Override
    public Job next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Job job = batch[at];
        batch[at++] = null; // a consumed job is the simulation's to keep or drop
        return job;
    }

    /** The producer thread (for tests: it ends once the source is read or the stream closed). */
    Thread producer() {
        return producer;
    }

    /** Stops the producer (if still running) and drops what it read ahead. Idempotent. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        producer.interrupt();
        queue.clear();
    }
}
