/** Window-K (Ababneh and Bani-Mohammad 2011) and its unbounded form OO. */
package org.schedlab.schedulers.window;
