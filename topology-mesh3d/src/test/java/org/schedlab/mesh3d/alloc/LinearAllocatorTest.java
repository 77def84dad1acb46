package org.schedlab.mesh3d.alloc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.schedlab.core.job.ProcessorRequest;
import org.schedlab.mesh3d.curve.Curve;
import org.schedlab.mesh3d.geometry.Mesh3d;
import org.schedlab.mesh3d.geometry.Placement3d;

/** The linear allocators against a twin that lists the free curve positions and scans them. */
class LinearAllocatorTest {
    @Test
    void placementsEqualTheTwin() {
        for (Mesh3d m : List.of(Mesh3d.mesh(4, 4, 4), Mesh3d.mesh(5, 3, 2), Mesh3d.mesh(6, 6, 1))) {
            for (Curve curve : List.of(Curve.hilbert(m), Curve.snake(m), Curve.rowMajor(m))) {
                for (LinearAllocator.Fit fit : LinearAllocator.Fit.values()) {
                    LinearAllocator a = new LinearAllocator(m, curve, fit);
                    SplittableRandom rnd = new SplittableRandom(m.processors() + fit.ordinal());
                    List<Placement3d> running = new ArrayList<>();
                    for (int step = 0; step < 300; step++) {
                        if (!running.isEmpty() && rnd.nextInt(3) == 0) {
                            a.release(running.remove(rnd.nextInt(running.size())));
                            continue;
                        }
                        if (a.free() == 0) {
                            continue;
                        }
                        int n = 1 + rnd.nextInt(Math.min(a.free(), 12));
                        Placement3d p = a.find(new ProcessorRequest(n));
                        assertThat(p.ids())
                                .as("%s %s %s step %d", m.describe(), curve.name(), fit, step)
                                .isEqualTo(twin(a, curve, fit, n));
                        a.commit(p);
                        running.add(p);
                    }
                }
            }
        }
    }

    static int[] twin(Mesh3dAllocator a, Curve curve, LinearAllocator.Fit fit, int n) {
        List<Integer> free = new ArrayList<>();
        for (int pos = 0; pos < curve.size(); pos++) {
            if (a.isFree(curve.at(pos))) {
                free.add(pos);
            }
        }
        List<Integer> chosen = new ArrayList<>();
        if (fit == LinearAllocator.Fit.SORTED) {
            chosen.addAll(free.subList(0, n));
        } else {
            List<List<Integer>> intervals = new ArrayList<>();
            for (int pos : free) {
                if (intervals.isEmpty()
                        || intervals
                                        .get(intervals.size() - 1)
                                        .get(intervals.get(intervals.size() - 1).size() - 1)
                                != pos - 1) {
                    intervals.add(new ArrayList<>());
                }
                intervals.get(intervals.size() - 1).add(pos);
            }
            List<Integer> pick = null;
            for (List<Integer> iv : intervals) {
                if (iv.size() >= n && (pick == null || fit == LinearAllocator.Fit.BEST && iv.size() < pick.size())) {
                    pick = iv;
                }
            }
            if (pick != null) {
                chosen.addAll(pick.subList(0, n));
            } else {
                int best = 0;
                for (int i = 1; i + n <= free.size(); i++) {
                    if (free.get(i + n - 1) - free.get(i) < free.get(best + n - 1) - free.get(best)) {
                        best = i;
                    }
                }
                chosen.addAll(free.subList(best, best + n));
            }
        }
        return chosen.stream().mapToInt(curve::at).sorted().toArray();
    }
}
