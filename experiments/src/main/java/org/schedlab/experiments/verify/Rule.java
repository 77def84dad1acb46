package org.schedlab.experiments.verify;

/** The invariants {@code schedlab check} knows, each under a stable name. */
public enum Rule {
    /** No job starts before its submit time. */
    START_AFTER_SUBMIT("start-after-submit"),
    /** The running jobs never hold more processors than the machine has (per cluster on multiclusters). */
    CAPACITY("capacity"),
    /** Where placements list processors, no processor is held by two jobs at once. */
    PROCESSORS_ONCE("processors-once"),
    /** FCFS: jobs start in arrival order. */
    FCFS_ORDER("fcfs-order"),
    /** EASY: the head starts no later than the reservation it had when it became the head. */
    EASY_RESERVATION("easy-reservation"),
    /** Conservative: no job starts later than the bound on the reservation it got on arrival. */
    CONSERVATIVE_RESERVATION("conservative-reservation");

    private final String spelling;

    Rule(String spelling) {
        this.spelling = spelling;
    }

    /** The stable name used in outputs. */
    public String spelling() {
        return spelling;
    }
}
