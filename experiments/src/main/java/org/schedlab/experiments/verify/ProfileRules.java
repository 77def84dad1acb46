package org.schedlab.experiments.verify;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.schedlab.core.sched.PassMode;
import org.schedlab.experiments.repro.paper.Sweep;
import org.schedlab.experiments.view.Schedule;
import org.schedlab.workloads.profile.NamedProfile;

/**
 * Which of a convention profile's rules separate two schedules ({@code compare --profile NAME}),
 * where a schedule can show it. Each rule gets one verdict:
 *
 * <ul>
 *   <li>trace conventions show in the jobs themselves: a rule on processor counts ({@code procs},
 *       {@code nodes-divisor}, {@code no-processors}, {@code oversize}) in jobs held on different
 *       processor counts, one on runtimes ({@code runtime-floor}, {@code overrun}, {@code invalid})
 *       in different runtimes, {@code estimate} in different estimates, {@code origin} and {@code
 *       load-factor} in different submit times, and the filters ({@code status}, {@code cancelled},
 *       {@code partition}, {@code queue}, {@code invalid}, {@code oversize}) in jobs only one
 *       schedule holds; the verdict is {@code separates} with a count and an example, or {@code no
 *       difference of this kind};
 *   <li>event-order switches and per-event passes can only matter when events share a second: at
 *       the first divergence the verdict is {@code may separate} when its second holds what the
 *       switch reorders (an end and an arrival for {@code arrivals-first}, two ends for {@code
 *       ends-by-start}, an end exactly at start plus estimate for {@code on-time-ends-first},
 *       several events for per-event passes), else {@code does not explain the first divergence};
 *   <li>scheduler options (a conservative plan's compression) are not visible in a schedule.
 * </ul>
 */
public final class ProfileRules {
    private ProfileRules() {}

    /** The verdicts, by rule, in the profile's order. */
    public static Map<String, Object> explain(Comparison c, NamedProfile profile) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String key : profile.conventions().keySet()) {
            String value = profile.conventions().get(key);
            out.put(key + "=" + value, convention(c, key));
        }
        Schedule.Job[] first = c.firstDivergence();
        Map<String, Object> sa =
                first == null ? null : Comparison.state(c.a(), Math.min(first[0].start(), first[1].start()));
        Map<String, Object> sb =
                first == null ? null : Comparison.state(c.b(), Math.min(first[0].start(), first[1].start()));
        double t = first == null ? Double.NaN : Math.min(first[0].start(), first[1].start());
        if (profile.events().arrivalsFirst()) {
            out.put(
                    "event-order arrivals-first",
                    sameSecond(
                            first,
                            t,
                            both(sa, sb, "endsAtTime") > 0 && both(sa, sb, "submitsAtTime") > 0,
                            "a job ends and another arrives in that second"));
        }
        if (profile.events().endsByStart()) {
            out.put(
                    "event-order ends-by-start",
                    sameSecond(first, t, both(sa, sb, "endsAtTime") > 1, "several jobs end in that second"));
        }
        if (profile.events().onTimeEndsFirst()) {
            out.put(
                    "event-order on-time-ends-first",
                    sameSecond(
                            first, t, onTimeEnd(c, t), "a job ends exactly at its start plus estimate in that second"));
        }
        if (profile.passes() == PassMode.PER_EVENT) {
            out.put(
                    "passes per-event",
                    sameSecond(
                            first,
                            t,
                            both(sa, sb, "endsAtTime") + both(sa, sb, "submitsAtTime") > 1,
                            "several events share that second"));
        }
        for (Map.Entry<String, List<String>> e : profile.schedulerOptions().entrySet()) {
            out.put(e.getKey() + " " + String.join(":", e.getValue()), "not visible in a schedule");
        }
        for (int i = 0; i < profile.differences().size(); i++) {
            out.put("known difference " + (i + 1), profile.differences().get(i));
        }
        return out;
    }

    private static long both(Map<String, Object> a, Map<String, Object> b, String key) {
        return Math.max((long) a.get(key), (long) b.get(key));
    }

    private static String sameSecond(Schedule.Job[] first, double t, boolean may, String what) {
        if (first == null) {
            return "no divergence to explain";
        }
        return may
                ? "may separate: at the first divergence (" + Sweep.format(t) + ") " + what
                : "does not explain the first divergence (" + Sweep.format(t) + ")";
    }

    private static boolean onTimeEnd(Comparison c, double t) {
        for (Schedule s : List.of(c.a(), c.b())) {
            for (Schedule.Job j : s.jobs()) {
                if (j.end() == t && j.hasEstimate() && j.end() == j.start() + j.estimate()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String convention(Comparison c, String key) {
        return switch (key) {
            case "procs", "nodes-divisor", "no-processors" ->
                differs(
                        c,
                        "processor counts",
                        p -> p[0].procs() != p[1].procs(),
                        p -> p[0].procs() + " vs " + p[1].procs());
            case "oversize" ->
                join(
                        differs(
                                c,
                                "processor counts",
                                p -> p[0].procs() != p[1].procs(),
                                p -> p[0].procs() + " vs " + p[1].procs()),
                        jobSets(c));
            case "runtime-floor", "overrun" ->
                differs(
                        c,
                        "runtimes",
                        p -> Comparison.runtimeOf(p[0]) != Comparison.runtimeOf(p[1]),
                        p -> Sweep.format(Comparison.runtimeOf(p[0])) + " vs "
                                + Sweep.format(Comparison.runtimeOf(p[1])));
            case "invalid" ->
                join(
                        differs(
                                c,
                                "runtimes",
                                p -> Comparison.runtimeOf(p[0]) != Comparison.runtimeOf(p[1]),
                                p -> Sweep.format(Comparison.runtimeOf(p[0])) + " vs "
                                        + Sweep.format(Comparison.runtimeOf(p[1]))),
                        jobSets(c));
            case "estimate" ->
                differs(
                        c,
                        "estimates",
                        p -> p[0].hasEstimate() && p[1].hasEstimate() && p[0].estimate() != p[1].estimate(),
                        p -> Sweep.format(p[0].estimate()) + " vs " + Sweep.format(p[1].estimate()));
            case "origin", "load-factor" ->
                differs(
                        c,
                        "submit times",
                        p -> p[0].submit() != p[1].submit(),
                        p -> Sweep.format(p[0].submit()) + " vs " + Sweep.format(p[1].submit()));
            case "status", "cancelled", "partition", "queue" -> jobSets(c);
            default -> "not visible in a schedule";
        };
    }

    private static String join(String a, String b) {
        if (a.startsWith("separates") && b.startsWith("separates")) {
            return a + "; " + b.substring("separates: ".length());
        }
        return a.startsWith("separates") ? a : b;
    }

    private static String jobSets(Comparison c) {
        if (c.onlyA().isEmpty() && c.onlyB().isEmpty()) {
            return "no difference of this kind (the same jobs in both)";
        }
        return "separates: " + c.onlyA().size() + " jobs only in A"
                + (c.onlyA().isEmpty() ? "" : " (first " + c.onlyA().get(0) + ")") + ", "
                + c.onlyB().size() + " only in B"
                + (c.onlyB().isEmpty() ? "" : " (first " + c.onlyB().get(0) + ")");
    }

    private static String differs(
            Comparison c,
            String what,
            java.util.function.Predicate<Schedule.Job[]> differs,
            java.util.function.Function<Schedule.Job[], String> example) {
        long n = 0;
        Schedule.Job[] first = null;
        for (Schedule.Job[] p : c.common()) {
            if (differs.test(p)) {
                n++;
                if (first == null) {
                    first = p;
                }
            }
        }
        return n == 0
                ? "no difference of this kind (the same " + what + ")"
                : "separates: " + n + " jobs have different " + what + " (job " + first[0].id() + ": "
                        + example.apply(first) + ")";
    }
}
