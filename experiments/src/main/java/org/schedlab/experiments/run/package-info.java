/** Running experiments: the registry of named plug-ins, run specs, single and replicated runs. */
package org.schedlab.experiments.run;
