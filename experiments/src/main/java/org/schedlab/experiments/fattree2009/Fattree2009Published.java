package org.schedlab.experiments.fattree2009;

import java.util.List;

/**
 * What Pascual, Navaridas and Miguel-Alonso ("Effects of topology-aware allocation policies on
 * scheduling performance", JSSPP 2009, LNCS 5798) state about their experiments, as data: the
 * traces and trees of section 4, the policies and speed-ups of sections 5 and 6, and every
 * number the text gives. The figures themselves carry no printed values, so the figure data has
 * nothing to compare with point by point; the claims below are what the text says about them.
 *
 * <p>Kept in one place, free of logic, so that it can move to the YAML paper description of the
 * reproduction pipeline unchanged.
 */
public final class Fattree2009Published {
    private Fattree2009Published() {}

    /**
     * One workload of section 4.
     *
     * @param label the paper's name for it
     * @param file the cleaned PWA file we have
     * @param k switch arity of the simulated tree
     * @param n stages of the simulated tree
     * @param installed the machine's processors (the other tree nodes are not installed)
     * @param paperJobs the job count the paper states (raw logs, SDSC: version 4.1 cleaned)
     * @param paperLoad the offered load the paper states (eq. 2)
     * @param breakEvenLow lower end of the speed-up range where locality starts to pay (section 6)
     * @param breakEvenHigh upper end of that range
     */
    public record Trace(
            String label,
            String file,
            int k,
            int n,
            int installed,
            int paperJobs,
            double paperLoad,
            double breakEvenLow,
            double breakEvenHigh) {}

    /** HPC2N, LLNL Thunder and SDSC Blue, in the paper's order of section 4. */
    public static final List<Trace> TRACES = List.of(
            new Trace("HPC2N", "HPC2N-2002-2.2-cln.swf.gz", 4, 4, 240, 527_371, 0.62, 0.10, 0.25),
            new Trace("LLNL", "LLNL-Thunder-2007-1.1-cln.swf.gz", 4, 6, 4008, 128_662, 0.76, 0.05, 0.30),
            new Trace("SDSC", "SDSC-BLUE-2000-4.2-cln.swf.gz", 4, 6, 1152, 243_314, 0.86, 0.15, 0.25));

    /** The schedulers compared: FCFS and EASY backfilling. */
    public static final List<String> SCHEDULERS = List.of("fcfs", "easy");

    /** The quasi-contiguity thresholds of Figs. 3-7. */
    public static final List<Integer> QCTS = List.of(10, 20, 30, 40);

    /** The allocators: the baseline first, then the five locality-aware policies of Figs. 3-7. */
    public static final List<String> ALLOCATORS =
            List.of("noncontiguous", "contiguous", "quasi:10", "quasi:20", "quasi:30", "quasi:40");

    /** The speed-up axis of Figs. 4-7 spans 0 to 50 %; we sample it every 5 points. */
    public static final double MAX_SPEEDUP = 0.50;

    /** "waiting times can be up to 100 times worse if contiguity is a requirement" (section 5, Fig. 3). */
    public static final double WORST_RELATIVE_WAIT = 100;

    /**
     * Section 7: contiguous allocation pays from speed-ups of about 20-30 %, quasi-contiguous in some
     * cases from about 10 %.
     */
    public static final double CONCLUSION_CONTIGUOUS_LOW = 0.20;

    /** Upper end of the conclusion's range for contiguous allocation. */
    public static final double CONCLUSION_CONTIGUOUS_HIGH = 0.30;

    /** The conclusion's "around 10 %" for quasi-contiguous allocation in the best cases. */
    public static final double CONCLUSION_QUASI = 0.10;

    /** The profile that applies the paper's trace conventions (algorithms.md 5.4). */
    public static final String PROFILE = "fattree-2009";
}
