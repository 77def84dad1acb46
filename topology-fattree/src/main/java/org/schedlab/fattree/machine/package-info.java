/** The {@code fattree} machine family: spec parsing, installed nodes, allocator choice, speed-up. */
package org.schedlab.fattree.machine;
