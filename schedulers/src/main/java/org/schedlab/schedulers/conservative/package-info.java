/**
 * Conservative backfilling: every waiting job holds a reservation; a job starts early only into a
 * hole that delays no reservation made before it.
 */
package org.schedlab.schedulers.conservative;
