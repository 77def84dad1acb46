package org.schedlab.experiments.verify;

/**
 * A broken rule.
 *
 * @param rule the rule
 * @param job the job that breaks it
 * @param time when (the job's start, or the time the rule was due)
 * @param detail what was found, in words
 */
public record Violation(Rule rule, int job, double time, String detail) {}
