/**
 * Guice wiring. Every module ships one Guice module listed in {@code
 * META-INF/services/com.google.inject.Module}; the command line builds one injector from all of
 * them. Guice modules do no I/O and hold no conditional logic.
 */
package org.schedlab.core.wiring;
