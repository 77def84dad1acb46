/** The {@code mesh3d} machine family: {@code --machine mesh3d:XxYxZ[:torus]}. */
package org.schedlab.mesh3d.machine;
