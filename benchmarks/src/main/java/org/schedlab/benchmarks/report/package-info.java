/** Turns JMH JSON results into a Markdown table and a log-log chart. */
package org.schedlab.benchmarks.report;
