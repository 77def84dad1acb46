/**
 * Named plug-in points. Each module contributes factories to Guice {@code MapBinder}s keyed by a
 * stable, human-readable name; the command line finds the modules with {@code ServiceLoader}.
 */
package org.schedlab.core.registry;
