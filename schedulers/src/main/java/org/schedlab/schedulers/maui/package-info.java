/** The Maui-like weighted-priority scheduler: EASY backfilling over a queue ranked by weighted priorities. */
package org.schedlab.schedulers.maui;
