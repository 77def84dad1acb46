package org.schedlab.experiments.run;

import java.util.List;
import org.schedlab.core.alloc.Capabilities;
import org.schedlab.core.alloc.CountsSuffice;
import org.schedlab.core.metrics.FairStartTimes;
import org.schedlab.core.registry.EngineMachine;
import org.schedlab.core.spec.BadInputException;
import org.schedlab.schedulers.external.ExternalScheduler;

/**
 * Fair start times for a run ({@link FairStartTimes}: PReMAS's side simulation at every arrival,
 * after Sabin, Kochhar and Sadayappan, ICPP 2004), as {@code simulate --fairness} and a sweep's
 * {@code fairness: true} measure them: which runs they are defined for, and the listener.
 */
public final class Fairness {
    /** The run-level figures ({@link FairStartTimes#summary}), in its order. */
    public static final List<String> FIGURES = List.of(
            "meanStrictUnfairness",
            "unfairStrictShare",
            "maxStrictUnfairness",
            "meanRelaxedUnfairness",
            "unfairRelaxedShare",
            "maxRelaxedUnfairness");

    private Fairness() {}

    /**
     * Refuses fair start times where a side simulation cannot copy the run: a machine whose
     * processor counts do not decide what fits, an engine of its own, an external policy, a
     * scheduler that kills. {@code asked} names what asked for them in the message (an option or
     * a sweep's key).
     */
    public static void check(Registry registry, RunSpec spec, Runner runner, String asked) {
        if (runner.machine() instanceof EngineMachine
                || !Capabilities.has(runner.machine().newAllocator(), CountsSuffice.class)) {
            throw new BadInputException(asked + " needs a machine whose processor counts decide what fits (flat:N),"
                    + " not " + runner.machine().describe());
        }
        if (spec.scheduler().name().equals(ExternalScheduler.NAME)) {
            throw new BadInputException(asked + ": fair start times replay the scheduler from every arrival,"
                    + " which an external policy (" + spec.scheduler().text() + ") cannot be asked to do");
        }
        if (registry.scheduler(spec.scheduler()).mayKill()) {
            throw new BadInputException(asked + ": fair start times are not defined for a scheduler that kills jobs ("
                    + spec.scheduler().text() + ")");
        }
    }

    /** A listener measuring the fair start times of one replication of {@code spec}'s run. */
    public static FairStartTimes listener(Registry registry, RunSpec spec, Runner runner) {
        return new FairStartTimes(
                () -> registry.scheduler(spec.scheduler()),
                () -> runner.machine().newAllocator(),
                runner.passMode(),
                spec.events());
    }
}
