package org.schedlab.mesh.alloc;

import org.schedlab.mesh.geometry.SubmeshKey;

/**
 * The best placement seen so far by a scoring allocator. A higher score wins; at equal scores a
 * placement in the requested orientation beats a rotated one (algorithms.md 1.8); otherwise the
 * first one offered stays.
 */
final class Candidate {
    long key = -1;
    int score;
    boolean rotated;

    void offer(int xb, int yb, int xe, int ye, int score, boolean rotated) {
        if (key < 0 || score > this.score || (score == this.score && this.rotated && !rotated)) {
            this.key = SubmeshKey.pack(xb, yb, xe, ye);
            this.score = score;
            this.rotated = rotated;
        }
    }
}
