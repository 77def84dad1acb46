package org.schedlab.experiments.view;

import java.util.BitSet;
import java.util.PriorityQueue;
import java.util.Random;

/**
 * A valid schedule of many jobs on {@code flat:P} without a trace: Poisson arrivals, log-uniform
 * sizes (1 to P/8) and runtimes (10 to 20,000 s), started first come first served on the first
 * contiguous run of free processors, else on the lowest free ones (no processor is ever held twice),
 * as a schedule CSV.
 */
final class SyntheticSchedule {
    private SyntheticSchedule() {}

    static String flat(int jobs, int processors, long seed) {
        Random rnd = new Random(seed);
        StringBuilder sb = new StringBuilder(jobs * 48);
        sb.append("id,submit,start,end,procs,allocation,machine,user,slots\n");
        BitSet busy = new BitSet(processors);
        PriorityQueue<double[]> running = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
        double submit = 0;
        double clock = 0;
        int maxSize = Math.max(1, processors / 8);
        for (int id = 1; id <= jobs; id++) {
            submit += -Math.log(1 - rnd.nextDouble()) * 90; // offered load about 0.75, as SDSC-BLUE
            int size = (int) Math.round(Math.exp(rnd.nextDouble() * Math.log(maxSize)));
            double runtime = Math.round(Math.exp(Math.log(10) + rnd.nextDouble() * Math.log(2000)));
            double start = Math.max(submit, clock);
            while (true) {
                while (!running.isEmpty() && running.peek()[0] <= start) {
                    double[] r = running.poll();
                    for (int k = 1; k < r.length; k += 2) {
                        busy.clear((int) r[k], (int) r[k + 1] + 1);
                    }
                }
                if (processors - busy.cardinality() >= size) {
                    break;
                }
                start = Math.max(start, running.peek()[0]);
            }
            clock = start;
            StringBuilder alloc = new StringBuilder();
            int need = size;
            int p = 0;
            java.util.List<Integer> rs = new java.util.ArrayList<>();
            // a contiguous run when there is one (as allocators mostly find), else the lowest free ids
            for (int lo = busy.nextClearBit(0); lo + size <= processors; ) {
                int hi = busy.nextSetBit(lo);
                if (hi < 0) {
                    hi = processors;
                }
                if (hi - lo >= size) {
                    p = lo;
                    break;
                }
                lo = busy.nextClearBit(hi);
            }
            while (need > 0) {
                p = busy.nextClearBit(p);
                int q = p;
                while (need > 1 && q + 1 < processors && !busy.get(q + 1)) {
                    q++;
                    need--;
                }
                need--;
                busy.set(p, q + 1);
                rs.add(p);
                rs.add(q);
                if (alloc.length() > 0) {
                    alloc.append(';');
                }
                alloc.append(p);
                if (q > p) {
                    alloc.append('-').append(q);
                }
                p = q + 1;
            }
            double[] ranges = new double[1 + rs.size()];
            ranges[0] = start + runtime;
            for (int k = 0; k < rs.size(); k++) {
                ranges[k + 1] = rs.get(k);
            }
            running.add(ranges);
            sb.append(id)
                    .append(',')
                    .append((long) submit)
                    .append(',')
                    .append((long) Math.max(start, (long) submit))
                    .append(',')
                    .append((long) (Math.max(start, (long) submit) + runtime))
                    .append(',')
                    .append(size)
                    .append(',')
                    .append(alloc)
                    .append(",flat:")
                    .append(processors)
                    .append(',')
                    .append(id % 97)
                    .append(",\n");
        }
        return sb.toString();
    }
}
