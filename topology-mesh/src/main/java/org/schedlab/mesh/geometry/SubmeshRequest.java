package org.schedlab.mesh.geometry;

import org.schedlab.core.job.Request;

/**
 * A request for a {@code w x h} submesh: {@code w} columns by {@code h} rows (allocators may
 * place it rotated when orientation switching is on).
 */
public record SubmeshRequest(int w, int h) implements Request {
    public SubmeshRequest {
        if (w <= 0 || h <= 0) {
            throw new IllegalArgumentException("submesh request sides must be positive: " + w + "x" + h);
        }
    }

    @Override
    public int processors() {
        return w * h;
    }

    @Override
    public String toString() {
        return w + "x" + h;
    }
}
