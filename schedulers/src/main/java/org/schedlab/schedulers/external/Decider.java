package org.schedlab.schedulers.external;

import org.schedlab.schedulers.external.Protocol.Decision;
import org.schedlab.schedulers.external.Protocol.End;
import org.schedlab.schedulers.external.Protocol.Greeting;
import org.schedlab.schedulers.external.Protocol.Message;
import org.schedlab.schedulers.external.Protocol.Welcome;

/**
 * The policy side of {@link ExternalScheduler}: it is told what happens and answers which waiting
 * jobs start. A child process (through JSON lines) and a Java object in the same JVM implement the
 * same interface, so a policy written in Java against it runs exactly as its Python twin does.
 *
 * <p>Calls come in this order: {@link #greet} once, then {@link #decide} for every pass and
 * every reply to a question, then {@link #end} once when the run is over
 * (not after a failed run), then {@link #close}. A decider is used by one run.
 */
public interface Decider extends AutoCloseable {
    /** Answers the engine's first message. */
    Greeting greet(Welcome welcome);

    /** Answers a pass, or the reply to a question asked in this pass. */
    Decision decide(Message message);

    /** The run is over; the default does nothing. */
    default void end(End end) {}

    /** Frees what the decider holds (a child process); the default does nothing. */
    @Override
    default void close() {}
}
