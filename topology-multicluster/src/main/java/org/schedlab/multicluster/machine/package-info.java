/** The {@code multicluster} machine family: spec parsing, request kinds and placement choice. */
package org.schedlab.multicluster.machine;
