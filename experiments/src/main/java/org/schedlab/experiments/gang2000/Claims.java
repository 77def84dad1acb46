package org.schedlab.experiments.gang2000;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.schedlab.core.stats.ConfidenceInterval;

/**
 * The claims of Zhou, Walsh and Brent (JSSPP 2000, 4.3 and 5) as predicates over our tables,
 * judged on 95% intervals. Run i of every scheme uses the same job set, so two schemes are
 * compared on the paired per-run differences: a comparison is decided only when the 95% interval
 * of the mean difference excludes 0; a claim PASSes when every comparison it needs is decided its way, FAILs when one is decided the
 * other way, and is INCONCLUSIVE otherwise. A diverged run counts as infinitely bad in the
 * turnaround and slot columns and as undecided in r_a.
 */
final class Claims {
    private Claims() {}

    /**
     * A judged claim.
     *
     * @param claim the claim in our words
     * @param outcome PASS, FAIL, INCONCLUSIVE or SKIPPED
     * @param detail the comparisons that decided it
     */
    record Verdict(String claim, String outcome, String detail) {}

    /** +1 when a is decided better than b, -1 when decided worse, 0 when the intervals overlap. */
    static int compare(Gang2000Tables.Result a, Gang2000Tables.Result b, String metric) {
        boolean lowerBetter = !metric.equals("r_a");
        if (a.diverged() != null || b.diverged() != null) {
            if (metric.equals("r_a") || (a.diverged() != null && b.diverged() != null)) {
                return 0;
            }
            return a.diverged() != null ? -1 : 1;
        }
        int k = PaperValues.METRICS.indexOf(metric);
        double[] diff = new double[a.runs().size()];
        for (int i = 0; i < diff.length; i++) {
            double x = a.runs().get(i)[k];
            double y = b.runs().get(i)[k];
            diff[i] = lowerBetter ? y - x : x - y;
        }
        ConfidenceInterval d = ConfidenceInterval.of95(diff);
        double h = Double.isNaN(d.halfWidth()) ? 0 : d.halfWidth();
        if (d.mean() > h) {
            return 1;
        }
        if (d.mean() < -h) {
            return -1;
        }
        return 0;
    }

    private static final class Tally {
        final List<String> against = new ArrayList<>();
        final List<String> open = new ArrayList<>();

        void add(int c, String what) {
            if (c < 0) {
                against.add(what);
            } else if (c == 0) {
                open.add(what);
            }
        }

        Verdict verdict(String claim) {
            if (!against.isEmpty()) {
                return new Verdict(claim, "FAIL", "decided against: " + String.join(", ", against));
            }
            if (!open.isEmpty()) {
                return new Verdict(claim, "INCONCLUSIVE", "intervals overlap: " + String.join(", ", open));
            }
            return new Verdict(claim, "PASS", "");
        }
    }

    static List<Verdict> evaluate(List<Gang2000Tables.Result> t1, List<Gang2000Tables.Result> t2) {
        List<Verdict> out = new ArrayList<>();
        for (String name : new String[] {"Table 1", "Table 2"}) {
            List<Gang2000Tables.Result> t = name.equals("Table 1") ? t1 : t2;
            String tag = name + ": ";
            if (t.isEmpty()) {
                out.add(new Verdict(tag + "all claims", "SKIPPED", "table not computed"));
                continue;
            }
            out.add(dominates(t, "br", "bc", tag + "BR beats BC in every column at every load"));
            out.add(dominates(t, "brmms", null, tag + "BRMMS is the best of the four in every column at every load"));
            out.add(brmsLargestSlots(t, tag));
            out.add(brmmsSlotsNotAboveBr(t, tag));
            if (name.equals("Table 2")) {
                out.add(explosion(t));
            }
        }
        return out;
    }

    /** {@code a} better than {@code b} (or than every other scheme when b is null) in every column. */
    private static Verdict dominates(List<Gang2000Tables.Result> t, String a, String b, String claim) {
        Tally tally = new Tally();
        for (double rho : Gang2000Tables.LOADS) {
            Map<String, Gang2000Tables.Result> at = Gang2000Tables.at(t, rho);
            for (String other : Gang2000Tables.SCHEMES) {
                if (other.equals(a) || (b != null && !other.equals(b))) {
                    continue;
                }
                for (String m : PaperValues.METRICS) {
                    tally.add(
                            compare(at.get(a), at.get(other), m),
                            String.format(Locale.ROOT, "%s vs %s %s@%.1f", a, other, m, rho));
                }
            }
        }
        return tally.verdict(claim);
    }

    private static Verdict brmsLargestSlots(List<Gang2000Tables.Result> t, String tag) {
        Tally tally = new Tally();
        for (double rho : Gang2000Tables.LOADS) {
            if (rho < 0.5) {
                continue; // at 0.2 the paper itself reports near-equal slot counts
            }
            Map<String, Gang2000Tables.Result> at = Gang2000Tables.at(t, rho);
            for (String other : List.of("bc", "br", "brmms")) {
                for (String m : List.of("n_l", "n_a")) {
                    // "largest" = decided worse (higher) than every other scheme
                    tally.add(
                            compare(at.get(other), at.get("brms"), m),
                            String.format(Locale.ROOT, "brms vs %s %s@%.1f", other, m, rho));
                }
            }
            tally.add(
                    compare(at.get("br"), at.get("brms"), "t_sa"),
                    String.format(Locale.ROOT, "brms vs br t_sa@%.1f", rho));
        }
        return tally.verdict(tag + "BRMS has the largest n_l and n_a and a worse t_sa than BR (rho >= 0.5)");
    }

    private static Verdict brmmsSlotsNotAboveBr(List<Gang2000Tables.Result> t, String tag) {
        Tally tally = new Tally();
        for (double rho : Gang2000Tables.LOADS) {
            Map<String, Gang2000Tables.Result> at = Gang2000Tables.at(t, rho);
            int c = compare(at.get("brmms"), at.get("br"), "n_a");
            // "never exceeds": only a decided excess fails; a tie within the intervals passes
            tally.add(c < 0 ? -1 : 1, String.format(Locale.ROOT, "brmms vs br n_a@%.1f", rho));
        }
        return tally.verdict(tag + "BRMMS's n_a never exceeds BR's");
    }

    private static Verdict explosion(List<Gang2000Tables.Result> t) {
        Map<String, Gang2000Tables.Result> at = Gang2000Tables.at(t, 0.9);
        Tally tally = new Tally();
        for (String other : List.of("br", "brms", "bc")) {
            tally.add(compare(at.get("brmms"), at.get(other), "t_ta"), "brmms vs " + other + " t_ta@0.9");
        }
        Gang2000Tables.Result bc = at.get("bc");
        Gang2000Tables.Result brmms = at.get("brmms");
        boolean explodes = bc.diverged() != null
                || (brmms.diverged() == null
                        && bc.values().get("t_ta").mean()
                                >= 5 * brmms.values().get("t_ta").mean());
        tally.add(explodes ? 1 : -1, "bc t_ta >= 5 x brmms t_ta@0.9");
        return tally.verdict("Table 2: at rho 0.9 BC's turnaround explodes (>= 5x BRMMS's) while BRMMS stays lowest");
    }
}
