package org.schedlab.multicluster.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.Request;
import org.schedlab.core.testing.AllocatorContract;
import org.schedlab.multicluster.request.CoAllocationRequest;
import org.schedlab.multicluster.request.RequestKind;

/**
 * The allocator contract over every placement rule, with and without sharing a cluster between
 * components, on several machines, with requests of every kind. Placements respect the request's
 * structure and the idle counts; fit decisions agree with brute force where the rule is complete.
 */
class MulticlusterAllocatorContractTest extends AllocatorContract {
    @Override
    protected List<Subject> subjects() {
        List<Subject> out = new ArrayList<>();
        for (int[] m : MulticlusterAllocatorRulesTest.MACHINES) {
            for (Placement p : Placement.values()) {
                for (boolean share : new boolean[] {false, true}) {
                    String label = Arrays.toString(m) + " " + p + (share ? " share" : "");
                    out.add(new Subject(label, () -> new MulticlusterAllocator(m, p, share)));
                }
            }
        }
        return out;
    }

    @Override
    protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
        MulticlusterAllocator a = (MulticlusterAllocator) allocator;
        int[] machine = sizes(a);
        RequestKind kind = RequestKind.values()[rnd.nextInt(RequestKind.values().length)];
        int max = Arrays.stream(machine).max().orElseThrow();
        int k = kind == RequestKind.ORDERED
                ? machine.length
                : 1 + rnd.nextInt(a.share() ? machine.length + 2 : machine.length);
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? max + 1 : Math.max(1, max / 2));
        }
        return new CoAllocationRequest(c, kind);
    }

    /** Total, ordered and unordered-on-distinct-clusters find a placement whenever one exists. */
    @Override
    protected Boolean naiveFits(Allocator allocator, Request request) {
        MulticlusterAllocator a = (MulticlusterAllocator) allocator;
        CoAllocationRequest r = (CoAllocationRequest) request;
        if (r.kind() == RequestKind.UNORDERED && a.share()) {
            return null;
        }
        return feasible(r, idle(a));
    }

    @Override
    protected void checkPlacement(Allocator allocator, Request request, Allocation placement) {
        CoAllocationRequest r = (CoAllocationRequest) request;
        ClusterAllocation a = (ClusterAllocation) placement;
        int[] idle = idle((MulticlusterAllocator) allocator);
        for (int c = 0; c < idle.length; c++) {
            assertThat(a.take(c)).as("cluster %d", c).isBetween(0, idle[c]);
        }
        switch (r.kind()) {
            case TOTAL -> {}
            case ORDERED -> assertThat(a.takes()).isEqualTo(r.components());
            case UNORDERED -> {
                if (r.size() <= idle.length
                        && Arrays.stream(a.takes()).filter(t -> t > 0).count() == r.size()) {
                    // distinct clusters: the non-zero takes are the components
                    int[] takes =
                            Arrays.stream(a.takes()).filter(t -> t > 0).sorted().toArray();
                    int[] comps = r.components();
                    Arrays.sort(comps);
                    assertThat(takes).isEqualTo(comps);
                }
            }
        }
    }

    @Override
    protected Object state(Allocator allocator) {
        return Arrays.toString(idle((MulticlusterAllocator) allocator));
    }

    /** Placements are counts per cluster: one still "free" after commit when the counts allow it twice. */
    @Override
    protected boolean placementsNameProcessors() {
        return false;
    }

    /** Brute force: total by count; ordered component-wise; unordered by trying every assignment. */
    static boolean feasible(CoAllocationRequest r, int[] idle) {
        return switch (r.kind()) {
            case TOTAL -> r.processors() <= Arrays.stream(idle).sum();
            case ORDERED -> {
                if (r.size() != idle.length) {
                    yield false;
                }
                for (int c = 0; c < idle.length; c++) {
                    if (r.component(c) > idle[c]) {
                        yield false;
                    }
                }
                yield true;
            }
            case UNORDERED -> assign(r.components(), 0, idle.clone(), new boolean[idle.length]);
        };
    }

    private static boolean assign(int[] comps, int i, int[] idle, boolean[] used) {
        if (i == comps.length) {
            return true;
        }
        for (int c = 0; c < idle.length; c++) {
            if (!used[c] && idle[c] >= comps[i]) {
                used[c] = true;
                boolean ok = assign(comps, i + 1, idle, used);
                used[c] = false;
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int[] idle(MulticlusterAllocator a) {
        int[] out = new int[a.clusters()];
        for (int c = 0; c < out.length; c++) {
            out[c] = a.idle(c);
        }
        return out;
    }

    private static int[] sizes(MulticlusterAllocator a) {
        int[] out = new int[a.clusters()];
        for (int c = 0; c < out.length; c++) {
            out[c] = a.size(c);
        }
        return out;
    }
}
