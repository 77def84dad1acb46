/** The scheduler API: which waiting job starts next. Implementations live in the schedulers module. */
package org.schedlab.core.sched;
