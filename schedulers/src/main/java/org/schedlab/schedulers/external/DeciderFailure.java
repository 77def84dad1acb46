package org.schedlab.schedulers.external;

/**
 * A decider that broke the protocol: a malformed line, a process that exited or stalled. {@link
 * ExternalScheduler} turns it into one line of bad input naming the step.
 */
final class DeciderFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    DeciderFailure(String message) {
        super(message);
    }
}
