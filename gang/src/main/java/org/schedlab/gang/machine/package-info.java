/** The {@code gang:P} machine family: an engine machine that runs the gang engine. */
package org.schedlab.gang.machine;
