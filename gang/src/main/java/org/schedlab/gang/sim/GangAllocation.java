package org.schedlab.gang.sim;

import org.schedlab.core.alloc.Allocation;
import org.schedlab.gang.matrix.Block;

/**
 * Where a gang job runs: its buddy block (the same in every slot it occupies) and the number of
 * processors it keeps active there.
 *
 * @param block the buddy block
 * @param processors the job's own size, at most the block's
 */
public record GangAllocation(Block block, int processors) implements Allocation {
    public GangAllocation {
        if (processors < 1 || processors > block.size()) {
            throw new IllegalArgumentException(processors + " processors in block " + block);
        }
    }

    @Override
    public String describe() {
        return block.toString();
    }
}
