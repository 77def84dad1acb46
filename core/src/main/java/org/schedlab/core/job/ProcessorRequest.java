package org.schedlab.core.job;

/** A request for any {@code processors} processors, with no shape. */
public record ProcessorRequest(int processors) implements Request {
    public ProcessorRequest {
        if (processors <= 0) {
            throw new IllegalArgumentException("processors must be positive: " + processors);
        }
    }

    @Override
    public String toString() {
        return Integer.toString(processors);
    }
}
