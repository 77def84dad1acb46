/** The waiting-queue structure shared by the out-of-order schedulers. */
package org.schedlab.schedulers.queue;
