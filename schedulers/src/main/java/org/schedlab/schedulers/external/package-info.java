/**
 * Policies in any language: {@link org.schedlab.schedulers.external.ExternalScheduler} hands every
 * scheduling pass to a {@link org.schedlab.schedulers.external.Decider}, either a child process
 * speaking JSON lines on its standard input and output ({@code --scheduler external:CMD}, the
 * protocol of {@code docs/python.md}) or a Java object in the same JVM. The engine stays the only
 * owner of time, jobs and processors; the decider only says which waiting jobs start.
 */
package org.schedlab.schedulers.external;
