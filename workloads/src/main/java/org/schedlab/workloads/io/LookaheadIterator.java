package org.schedlab.workloads.io;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An iterator over a source read one element ahead: subclasses say how to compute the next element
 * and this class keeps the {@link #hasNext()}/{@link #next()} bookkeeping. After the end, or after
 * {@link #computeNext()} has thrown, the source is never asked again.
 *
 * @param <T> element type
 */
public abstract class LookaheadIterator<T> implements Iterator<T> {
    private T next;
    private boolean done;

    /** The next element, or null at the end of the source. */
    protected abstract T computeNext();

    @Override
    public final boolean hasNext() {
        if (next == null && !done) {
            try {
                next = computeNext();
            } catch (RuntimeException e) {
                done = true;
                throw e;
            }
            done = next == null;
        }
        return next != null;
    }

    @Override
    public final T next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more elements");
        }
        T t = next;
        next = null;
        return t;
    }
}
