package org.schedlab.fattree.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.schedlab.core.alloc.Allocation;
import org.schedlab.core.alloc.Allocator;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.core.job.Request;
import org.schedlab.core.testing.AllocatorContract;
import org.schedlab.fattree.tree.KaryNTree;

/**
 * The allocator contract over every fat-tree policy on complete and partly installed trees; the
 * naive twin is the reference policy ({@link ReferencePolicies}), which must also choose exactly
 * the same nodes.
 */
class FatTreeAllocatorContractTest extends AllocatorContract {
    @Override
    protected List<Subject> subjects() {
        List<Subject> out = new ArrayList<>();
        for (String spec : FatTreeAllocatorRulesTest.SPECS) {
            for (KaryNTree tree : FatTreeAllocatorRulesTest.TREES) {
                out.add(new Subject(spec + " on " + tree, () -> FatTreeAllocatorRulesTest.allocator(spec, tree)));
            }
        }
        return out;
    }

    @Override
    protected Request randomRequest(Allocator allocator, SplittableRandom rnd) {
        int installed = ((FatTreeAllocator) allocator).tree().installed();
        return new ProcessorRequest(rnd.nextInt(10) == 0 ? installed + 1 : TreeStates.randomSize(rnd, installed));
    }

    /** Every size on trees of at most 64 nodes. */
    @Override
    protected List<Request> probes(Allocator allocator) {
        KaryNTree tree = ((FatTreeAllocator) allocator).tree();
        if (tree.nodes() > 64) {
            return super.probes(allocator);
        }
        List<Request> out = new ArrayList<>();
        for (int size = 1; size <= tree.nodes() + 1; size++) {
            out.add(new ProcessorRequest(size));
        }
        return out;
    }

    @Override
    protected Boolean naiveFits(Allocator allocator, Request request) {
        return reference((FatTreeAllocator) allocator, request) != null;
    }

    @Override
    protected void checkPlacement(Allocator allocator, Request request, Allocation placement) {
        FatTreeAllocator a = (FatTreeAllocator) allocator;
        TreePlacement p = (TreePlacement) placement;
        int[] expected = reference(a, request);
        assertThat(p.nodes())
                .as("%s, size %d", a.policy(), request.processors())
                .containsExactly(expected);
        assertThat(p.level()).isEqualTo(a.tree().spanLevel(expected));
    }

    @Override
    protected Object state(Allocator allocator) {
        return Arrays.toString(TreeStates.freeArray((FatTreeAllocator) allocator));
    }

    private static int[] reference(FatTreeAllocator a, Request request) {
        return ReferencePolicies.select(a.policy(), a.tree(), TreeStates.freeArray(a), request.processors());
    }
}
