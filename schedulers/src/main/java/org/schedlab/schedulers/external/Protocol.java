package org.schedlab.schedulers.external;

import java.util.List;
import java.util.Objects;

/**
 * The messages between the engine and a {@link Decider}, as Java values. Over a pipe they are JSON
 * lines ({@code JsonLines}, documented with a complete exchange in {@code docs/python.md}); a
 * decider in the same JVM receives and returns these records directly.
 *
 * <p>The exchange: the engine sends a {@link Welcome}, the decider answers a {@link Greeting}.
 * Then, for every scheduling pass in which a waiting job could start (or every pass, if the
 * greeting asks so), the engine sends a {@link Pass} with what happened since its last message,
 * and the decider answers a {@link Decision}: jobs to start now, and optionally a {@link Question}
 * about what the allocator can place, which the engine answers with a {@link FitsReply} or an {@link AdmitReply}, and so on
 * until a decision without a question ends the pass. When the run is over the engine sends an
 * {@link End}.
 */
public final class Protocol {
    /** The protocol version this engine speaks; a decider that speaks another one is refused. */
    public static final int VERSION = 1;

    private Protocol() {}

    /**
     * The engine's first message.
     *
     * @param version {@link #VERSION}
     * @param processors the machine's processor count
     * @param counts whether processor counts alone decide what fits (a flat machine, the fat tree's
     *     non-contiguous allocator): a job fits exactly when it asks for at most the free count, so
     *     the decider needs no {@link Question}
     * @param placements whether a start may name its processors ({@link Start#processors()}): a flat
     *     machine
     */
    public record Welcome(int version, int processors, boolean counts, boolean placements) {}

    /**
     * The decider's answer to the {@link Welcome}.
     *
     * @param version the protocol version the decider speaks
     * @param name a name for messages (may be empty)
     * @param everyPass ask at every pass, also when no waiting job could start (default: only
     *     when one could)
     * @param eager the decider's promise that whenever every waiting job fits at once it starts
     *     them all, in arrival order: the engine then starts them itself without asking (where
     *     counts decide, when their processors add up to at most the free count; on a topology,
     *     when a single job waits and fits) and reports them in the next message ({@link Started})
     */
    public record Greeting(int version, String name, boolean everyPass, boolean eager) {
        public Greeting {
            Objects.requireNonNull(name, "name");
        }
    }

    /**
     * A job that arrived.
     *
     * @param id the workload's job id
     * @param submit its submit time
     * @param processors the processors it asks for
     * @param estimate the user's runtime estimate (never the runtime)
     * @param shape the request's shape on a topology (e.g. {@code 4x2}), or {@code null} for a plain
     *     processor count
     */
    public record Arrival(int id, double submit, int processors, double estimate, String shape) {}

    /**
     * A job that ended.
     *
     * @param id its id
     * @param end when it ended
     */
    public record Departure(int id, double end) {}

    /**
     * A job the engine started on the decider's behalf, as its {@link Greeting#eager()} promise
     * says.
     *
     * @param id its id
     * @param start when it started
     */
    public record Started(int id, double start) {}

    /**
     * A job started by the decider whose placement holds another number of processors than it asked
     * for (never on a flat machine); the free count already accounts for it.
     *
     * @param id its id
     * @param processors the processors its placement holds
     */
    public record Held(int id, int processors) {}

    /** A message the engine sends within a run: a {@link Pass}, or the reply to a {@link Question}. */
    public sealed interface Message permits Pass, FitsReply, AdmitReply {}

    /**
     * A scheduling pass.
     *
     * @param now the current time
     * @param arrivals the jobs that arrived since the engine's last message, in arrival order
     * @param started the jobs among them that the engine started on the decider's behalf
     *     ({@link Greeting#eager()}), in the order it started them
     * @param departures the jobs that ended since the engine's last message, in the order they
     *     ended (each at or before {@code now}); a decider applies the arrivals, then the starts,
     *     then the departures
     * @param held the jobs started since the engine's last message whose placements differ in
     *     size from their requests
     * @param free the free processors now
     */
    public record Pass(
            double now,
            List<Arrival> arrivals,
            List<Started> started,
            List<Departure> departures,
            List<Held> held,
            int free)
            implements Message {
        public Pass {
            arrivals = List.copyOf(arrivals);
            started = List.copyOf(started);
            departures = List.copyOf(departures);
            held = List.copyOf(held);
        }
    }

    /**
     * The engine's answer to {@link Fits}, after the starts that came with the question.
     *
     * @param fits whether each job fits now, in the order asked
     * @param held as in {@link Pass}, for those starts
     * @param free the free processors after those starts
     */
    public record FitsReply(List<Boolean> fits, List<Held> held, int free) implements Message {
        public FitsReply {
            fits = List.copyOf(fits);
            held = List.copyOf(held);
        }
    }

    /**
     * The engine's answer to {@link Admit}, after the starts that came with the question.
     *
     * @param admitted whether the candidate may start now
     * @param shadow the head's shadow time once it has been planned (the plan is made only when a
     *     candidate has a placement now), else NaN
     * @param held as in {@link Pass}, for those starts
     * @param free the free processors after those starts
     */
    public record AdmitReply(boolean admitted, double shadow, List<Held> held, int free) implements Message {
        public AdmitReply {
            held = List.copyOf(held);
        }
    }

    /**
     * The last message: the run is over.
     *
     * @param now the time of the last event
     * @param arrivals as in {@link Pass}: jobs that arrived since the engine's last message
     * @param started as in {@link Pass}
     * @param departures the jobs that ended since the engine's last message
     * @param held as in {@link Pass}
     */
    public record End(
            double now, List<Arrival> arrivals, List<Started> started, List<Departure> departures, List<Held> held) {
        public End {
            arrivals = List.copyOf(arrivals);
            started = List.copyOf(started);
            departures = List.copyOf(departures);
            held = List.copyOf(held);
        }
    }

    /**
     * The decider's answer to a {@link Message}.
     *
     * @param starts the jobs to start now, in this order (each must be waiting and fit)
     * @param question a question to answer before the pass goes on, or {@code null}: then this
     *     decision ends the pass
     * @param wake in a decision that ends the pass: ask again only at a pass where at least this
     *     many processors are free (1 to the machine's processors), or 0 for the default (where
     *     some waiting job asks for no more than are free). FCFS sets it to its head's request: no
     *     pass with fewer free processors can change its decision, whatever arrives meanwhile
     */
    public record Decision(List<Start> starts, Question question, int wake) {
        /** Starts nothing and ends the pass. */
        public static final Decision NONE = new Decision(List.of(), null, 0);

        public Decision {
            starts = List.copyOf(starts);
        }

        /** Starts {@code ids} in this order and ends the pass. */
        public static Decision start(int... ids) {
            return new Decision(
                    java.util.Arrays.stream(ids).mapToObj(Start::new).toList(), null, 0);
        }

        /** This decision, asking again only when at least {@code processors} are free. */
        public Decision wakeAt(int processors) {
            return new Decision(starts, question, processors);
        }
    }

    /**
     * One start.
     *
     * @param id the job
     * @param processors the processor ids to run it on (a flat machine only; exactly as many as it
     *     asks for, all free), or {@code null} for the allocator's placement
     */
    public record Start(int id, List<Integer> processors) {
        public Start {
            processors = processors == null ? null : List.copyOf(processors);
        }

        /** A start on the allocator's placement. */
        public Start(int id) {
            this(id, null);
        }
    }

    /** A question about what the allocator can place now. */
    public sealed interface Question permits Fits, Admit {}

    /**
     * Whether each of these waiting jobs fits now (the allocator finds it a placement).
     *
     * @param ids waiting jobs
     */
    public record Fits(List<Integer> ids) implements Question {
        public Fits {
            ids = List.copyOf(ids);
        }
    }

    /**
     * Whether {@code candidate} may start now without delaying the reservation of {@code head}, a
     * waiting job that does not fit now: EASY's test (Lifka 1995; Mu'alem and Feitelson, IEEE TPDS
     * 2001), planned on the allocator as {@link org.schedlab.schedulers.backfill.ShadowPlanner}
     * does. The head's shadow time is planned at the first such question of a pass (with running
     * jobs expected to end by their estimates), and a candidate admitted to run past it stays on
     * the plan for the rest of the pass. The candidate must still be started by a decision.
     *
     * @param candidate a waiting job
     * @param head another waiting job, the one holding the reservation
     */
    public record Admit(int candidate, int head) implements Question {}
}
