/** EASY backfilling with a reservation planned on a copy of the allocator. */
package org.schedlab.schedulers.easy;
