package org.schedlab.workloads.profile;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.schedlab.core.sched.EventOrder;
import org.schedlab.core.sched.PassMode;
import org.schedlab.core.spec.BadInputException;

/**
 * The named convention profiles. The peer profiles were established by reading each simulator's
 * public code, and for PReMAS and pyss by running it on the same traces and comparing job by job
 * (docs/guide.md#profiles-numbers-comparable-with-other-simulators-in-one-word has the numbers).
 */
public final class NamedProfiles {
    /** Our own conventions: every option at its default, one pass per timestamp. */
    public static final NamedProfile DEFAULT = new NamedProfile(
            "default",
            "SchedLab's conventions (every option at its default)",
            "algorithms.md sections 0 and 7",
            Map.of(),
            PassMode.PER_TIME,
            List.of());

    /** The fat-tree paper's trace conventions. */
    public static final NamedProfile FATTREE_2009 = new NamedProfile(
            "fattree-2009",
            "Pascual, Navaridas, Miguel-Alonso, JSSPP 2009: requested processors, every job kept, runtimes cut",
            "the paper, section 4; algorithms.md section 5",
            ordered("procs", "requested", "invalid", "zero-runtime", "oversize", "drop", "overrun", "cut"),
            PassMode.PER_TIME,
            List.of());

    /** PReMAS (Knox College) as its trace converter and simulator read a trace. */
    public static final NamedProfile PREMAS = new NamedProfile(
            "premas",
            "PReMAS (Knox College): allocated processors only, statuses -1/0/1/5, estimate at least the runtime;"
                    + " conservative compresses as PReMAS does",
            "long1710/Network-Topology: convert_trace.pl, simulator/Main.java, Job.java, Event.java,"
                    + " scheduler/EASYScheduler.java, scheduler/StatefulScheduler.java, scheduler/SchedChange.java,"
                    + " scheduler/PQScheduler.java, scheduler/ScanScheduler.java and the *Comparator.java files",
            ordered(
                    "procs", "allocated-only",
                    "status", "-1+0+1+5",
                    "cancelled", "if-ran",
                    "invalid", "drop",
                    "estimate", "at-least-runtime",
                    "oversize", "drop"),
            PassMode.PER_TIME,
            List.of(
                    "a missing runtime (-1) is taken from field 6 (average CPU time): no job of KTH-SP2,"
                            + " CTC-SP2 or SDSC-BLUE keeps such a record after the other filters",
                    "a job larger than the machine stops PReMAS with an error; here it is dropped",
                    "fractional SWF fields are rounded to whole seconds",
                    "conservative: same-second ties (0-s jobs, runtime-0 jobs, equal planned starts) go by"
                            + " arrival, PReMAS's by its job number (the order it reads the trace): the same on a trace"
                            + " sorted by submit time",
                    "pqueue[wfp]: its comparator reads the first job's wait twice and uses ^ (exclusive or) for a"
                            + " cube, so it is no order; wfp3 is the published one",
                    "opportunistic, restric, max, elc: PReMAS stops with an error on a workload with jobs estimated"
                            + " at 0 s (a planned start left in the past); here such a job is placed by PReMAS's zeroCase"
                            + " rule and the run goes on"),
            new EventOrder(false, true, false),
            Map.of(
                    "conservative",
                    List.of(
                            "compress=planned-start",
                            "compress-when=per-departure",
                            "compress-on-time=no",
                            "zero=first-change")),
            ordered(
                    "pqueue[fifo]", "fcfs",
                    "pqueue[largefirst]", "fcfs:order=largest",
                    "pqueue[smallfirst]", "fcfs:order=smallest",
                    "pqueue[shortfirst]", "fcfs:order=sjf",
                    "pqueue[longfirst]", "fcfs:order=ljf",
                    "pqueue[ssd]", "fcfs:order=saf",
                    "pqueue[lsd]", "fcfs:order=laf",
                    "easy", "easy",
                    "cons", "conservative",
                    "opportunistic[fifo]", "opportunistic",
                    "opportunistic[fifo,5]", "opportunistic:passes=5",
                    "restric[fifo]", "restrictive",
                    "max[fifo]", "hole-preserving",
                    "elc[fifo,5]", "even-less-conservative:passes=5",
                    "scan[4,true]", "scan:up",
                    "scan[4,false]", "scan:down"));

    /**
     * pyss (HUJI Python scheduler simulator) as its workload parser reads a trace and its event
     * queue orders a second's events.
     */
    public static final NamedProfile PYSS = new NamedProfile(
            "pyss",
            "pyss (HUJI): allocated processors clamped to the machine, 1-s floor, runtimes cut to the request;"
                    + " submissions before terminations, terminations in start order, on-time ends first",
            "dinesh121991/pyss (mirror of the HUJI code): src/base/prototype.py, src/base/event_queue.py,"
                    + " src/schedulers/{fcfs,easy,conservative}_scheduler.py, common.py; the EASY variants in"
                    + " src/schedulers/{easy_plus_plus,easy_sjbf,perfect_easy,double_easy,double_perfect_easy,"
                    + "head_double_easy,tail_double_easy,shrinking_easy,lookahead_easy,double_conservative,maui}_scheduler.py and simulator.py (print_statistics)",
            ordered(
                    "procs", "allocated-only",
                    "invalid", "unit-job",
                    "runtime-floor", "1",
                    "estimate", "at-least-runtime",
                    "overrun", "cut-or-floor",
                    "oversize", "clamp"),
            PassMode.PER_EVENT,
            List.of("statistics: pyss's 'Tail Percentile' line ranks every ended job (trimmed, late and unit jobs"
                    + " too) by bounded slowdown, sums the plain slowdown of the smallest number of them above a tenth"
                    + " of the counted jobs and divides by one more than that number; simulate --statistics gives"
                    + " worstSlowdown and worstBoundedSlowdown, means over the worst tenth of the counted jobs,"
                    + " instead"),
            new EventOrder(true, true, true),
            Map.of(),
            ordered(
                    "FcfsScheduler", "fcfs",
                    "EasyBackfillScheduler", "easy",
                    "ConservativeScheduler", "conservative",
                    "EasyPlusPlusScheduler", "easy:predict=user-last2:backfill=sjf",
                    "EasySJBFScheduler", "easy:backfill=sjf",
                    "PerfectEasyBackfillScheduler", "easy:predict=exact",
                    "DoubleEasyBackfillScheduler", "easy:predict=double",
                    "DoublePerfectEasyBackfillScheduler", "easy:predict=double-exact",
                    "HeadDoubleEasyScheduler", "easy:head-predict=double",
                    "TailDoubleEasyScheduler", "easy:tail-predict=double",
                    "ShrinkingEasyScheduler", "easy:predict=half",
                    "LookAheadEasyBackFillScheduler", "easy:backfill=lookahead",
                    "DoubleConservativeScheduler", "conservative:predict=double",
                    "MauiScheduler", "maui:expansion=whole"),
            "trim=1:late=drop:unit=drop");

    /** Alea (Klusacek) as its SWF reader and default configuration read a trace. */
    public static final NamedProfile ALEA = new NamedProfile(
            "alea",
            "Alea (Klusacek): allocated processors clamped, 1-s floor, exact runtime estimates",
            "aleasimulator/alea: the SWF job loader and the default configuration (read, not run)",
            ordered(
                    "procs", "allocated-only",
                    "runtime-floor", "1",
                    "estimate", "exact",
                    "origin", "zero",
                    "oversize", "clamp"),
            PassMode.PER_TIME,
            List.of(
                    "Alea drops only records whose runtime or size is exactly -1",
                    "Alea shifts the first arrival to 10 s, not 0 s (waits are unaffected)",
                    "Alea's EASY backfills a job only if it ends strictly before the shadow time",
                    "not run here: the rules are read from its code only"));

    /** AccaSim as its SWF reader reads a trace; for FCFS only. */
    public static final NamedProfile ACCASIM = new NamedProfile(
            "accasim",
            "AccaSim: requested processors, oversize jobs dropped (FCFS only: its EASY protects no reservation)",
            "cgalleguillosm/accasim: the SWF reader and scheduler_class.py (read, not run)",
            ordered("procs", "requested", "oversize", "drop"),
            PassMode.PER_TIME,
            List.of(
                    "AccaSim's EASY backfills every job that fits now without protecting the head's reservation:"
                            + " compare FCFS only",
                    "not run here: the rules are read from its code only"));

    /** The profiles this module registers, by name, in listing order. */
    public static final Map<String, NamedProfile> BUILT_IN = index(DEFAULT, FATTREE_2009, PREMAS, PYSS, ALEA, ACCASIM);

    /** The profiles in use: the built-ins until {@link #use} installs the registered ones. */
    private static volatile Map<String, NamedProfile> inUse = BUILT_IN;

    private NamedProfiles() {}

    /**
     * The registry of convention profiles, by name. A module registers one with {@code
     * NamedProfiles.registry(binder()).addBinding(name).toInstance(profile)}; the command line's
     * registry collects them, refuses a name registered twice, and installs them with {@link #use}.
     */
    public static MapBinder<String, NamedProfile> registry(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, NamedProfile.class);
    }

    /**
     * Makes {@code registered} the profiles that {@link #get} and {@link #all} know: the built-ins
     * first in their order, then the others by name.
     *
     * @throws IllegalArgumentException if a key is not its profile's name, or a built-in name is
     *     bound to another profile (the registry refuses both before calling this)
     */
    public static void use(Map<String, NamedProfile> registered) {
        Map<String, NamedProfile> m = new LinkedHashMap<>();
        BUILT_IN.forEach((name, p) -> {
            NamedProfile r = registered.get(name);
            if (r != null) {
                if (!r.equals(p)) {
                    throw new IllegalArgumentException("profile '" + name + "' is bound to another profile");
                }
                m.put(name, p);
            }
        });
        new java.util.TreeMap<>(registered).forEach((name, p) -> {
            if (!name.equals(p.name())) {
                throw new IllegalArgumentException("profile registered as '" + name + "' is called '" + p.name() + "'");
            }
            m.putIfAbsent(name, p);
        });
        inUse = java.util.Collections.unmodifiableMap(m);
    }

    /** Every profile in use by name, in listing order ({@link #BUILT_IN} until {@link #use}). */
    public static Map<String, NamedProfile> all() {
        return inUse;
    }

    /**
     * The profile called {@code name}.
     *
     * @throws BadInputException naming the option and the known names
     */
    public static NamedProfile get(String option, String name) {
        Map<String, NamedProfile> known = inUse;
        NamedProfile p = known.get(name);
        if (p == null) {
            throw new BadInputException(option + ": unknown profile '" + name + "' (known: "
                    + known.keySet().stream().collect(Collectors.joining(", ")) + ")");
        }
        return p;
    }

    private static Map<String, String> ordered(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    private static Map<String, NamedProfile> index(NamedProfile... profiles) {
        Map<String, NamedProfile> m = new LinkedHashMap<>();
        for (NamedProfile p : profiles) {
            m.put(p.name(), p);
        }
        return java.util.Collections.unmodifiableMap(m);
    }
}
