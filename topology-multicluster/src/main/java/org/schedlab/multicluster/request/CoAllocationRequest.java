package org.schedlab.multicluster.request;

import java.util.Arrays;
import org.schedlab.core.job.Request;

/**
 * A co-allocation request: a tuple of component sizes and how they must be placed ({@link
 * RequestKind}). {@link #processors()} is the sum of the components, so schedulers that prune by
 * processor count (a request larger than the free count cannot fit) stay correct for every kind.
 *
 * <p>Components are {@code >= 1}. Immutable; the component array is copied in and out.
 */
public final class CoAllocationRequest implements Request {
    private final int[] components;
    private final RequestKind kind;
    private final int total;

    /**
     * @param components the component sizes, each {@code >= 1}, at least one
     * @param kind how the components must be placed
     */
    public CoAllocationRequest(int[] components, RequestKind kind) {
        this(components.clone(), kind, true);
    }

    private CoAllocationRequest(int[] owned, RequestKind kind, boolean validate) {
        if (kind == null) {
            throw new IllegalArgumentException("request kind is null");
        }
        if (owned.length == 0) {
            throw new IllegalArgumentException("a co-allocation request needs at least one component");
        }
        long sum = 0;
        for (int c : owned) {
            if (c < 1) {
                throw new IllegalArgumentException("components must be >= 1: " + Arrays.toString(owned));
            }
            sum += c;
        }
        if (sum > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("request too large: " + Arrays.toString(owned));
        }
        this.components = owned;
        this.kind = kind;
        this.total = (int) sum;
    }

    /** A total request of {@code processors} processors (one component). */
    public static CoAllocationRequest total(int processors) {
        return new CoAllocationRequest(new int[] {processors}, RequestKind.TOTAL, true);
    }

    /** The same components placed as {@code newKind}. */
    public CoAllocationRequest withKind(RequestKind newKind) {
        return newKind == kind ? this : new CoAllocationRequest(components, newKind, false);
    }

    /** How the components must be placed. */
    public RequestKind kind() {
        return kind;
    }

    /** Number of components. */
    public int size() {
        return components.length;
    }

    /** The i-th component, in the order given. */
    public int component(int i) {
        return components[i];
    }

    /** A copy of the components, in the order given. */
    public int[] components() {
        return components.clone();
    }

    @Override
    public int processors() {
        return total;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CoAllocationRequest r && r.kind == kind && Arrays.equals(r.components, components);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(components) + kind.hashCode();
    }

    /** For example {@code unordered(4+3+1+2)}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(kind.spelling()).append('(');
        for (int i = 0; i < components.length; i++) {
            if (i > 0) {
                sb.append('+');
            }
            sb.append(components[i]);
        }
        return sb.append(')').toString();
    }
}
