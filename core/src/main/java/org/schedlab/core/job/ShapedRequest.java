package org.schedlab.core.job;

/**
 * A two-dimensional shape {@code width x height} asked for by the workload itself (the jobs CSV
 * {@code width,height} columns, or a synthetic mesh model). Topologies with shapes map it onto
 * their own request type; shapeless machines use {@link #processors()} = width x height.
 */
public record ShapedRequest(int width, int height) implements Request {
    public ShapedRequest {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("shape must be positive: " + width + "x" + height);
        }
    }

    @Override
    public int processors() {
        return width * height;
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }
}
