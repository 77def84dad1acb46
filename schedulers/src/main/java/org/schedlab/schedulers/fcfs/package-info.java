/** First-Come-First-Served. */
package org.schedlab.schedulers.fcfs;
