/** Reading SWF traces: gzip decoding, records, jobs under a profile. */
package org.schedlab.benchmarks.swf;
