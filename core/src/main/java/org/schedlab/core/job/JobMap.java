package org.schedlab.core.job;

/**
 * Jobs by identity, in an open-addressing table with linear probing, hashed on the job's id: the
 * engine's index of its waiting jobs, which every arrival and every start touches, and EASY's
 * index of the jobs it started. An {@code IdentityHashMap} asks each job for its identity hash,
 * which the first time installs one in the object's header; ids are at hand and almost always
 * distinct. A workload whose ids repeat a lot (a long probe) switches the table to identity hashes
 * for good, so that no input makes it slow. Removal shifts the following entries back (no
 * tombstones).
 */
public final class JobMap<V> {
    /**
     * Probe length at which the table stops trusting ids: at most a quarter full, runs of random
     * hashes stay far shorter (about 35 at a million jobs), but 128 jobs of one id make one.
     */
    private static final int LONG_PROBE = 128;

    private Job[] keys = new Job[64];
    private Object[] values = new Object[64];
    private int size;
    private boolean byIdentity;

    /** Number of jobs held. */
    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Whether a long probe has switched the table to identity hashes. */
    public boolean hashesByIdentity() {
        return byIdentity;
    }

    private int slot(Job job) {
        int h = (byIdentity ? System.identityHashCode(job) : job.id()) * 0x9E3779B9;
        return (h ^ (h >>> 16)) & (keys.length - 1);
    }

    /**
     * Maps {@code job} to {@code value}.
     *
     * @return the value {@code job} (this very object) was mapped to before, or null
     */
    @SuppressWarnings("unchecked")
    public V put(Job job, V value) {
        if (4 * (size + 1) > keys.length) {
            rehash(2 * keys.length);
        }
        int mask = keys.length - 1;
        int i = slot(job);
        int probe = 0;
        for (Job k; (k = keys[i]) != null; i = (i + 1) & mask) {
            if (k == job) {
                V old = (V) values[i];
                values[i] = value;
                return old;
            }
            if (++probe == LONG_PROBE && !byIdentity) {
                byIdentity = true;
                rehash(keys.length);
                return put(job, value);
            }
        }
        keys[i] = job;
        values[i] = value;
        size++;
        return null;
    }

    /** Removes {@code job} (this very object) and returns its value, or null if it is not held. */
    @SuppressWarnings("unchecked")
    public V remove(Job job) {
        int mask = keys.length - 1;
        for (int i = slot(job); keys[i] != null; i = (i + 1) & mask) {
            if (keys[i] == job) {
                V old = (V) values[i];
                deleteAt(i);
                size--;
                return old;
            }
        }
        return null;
    }

    /** Empties slot {@code hole}, moving back each later entry of its run that may sit there. */
    private void deleteAt(int hole) {
        int mask = keys.length - 1;
        int j = hole;
        while (true) {
            j = (j + 1) & mask;
            Job k = keys[j];
            if (k == null) {
                break;
            }
            int home = slot(k);
            // k may move to the hole unless its home lies cyclically in (hole, j]
            boolean homeBetween = hole <= j ? hole < home && home <= j : hole < home || home <= j;
            if (!homeBetween) {
                keys[hole] = k;
                values[hole] = values[j];
                hole = j;
            }
        }
        keys[hole] = null;
        values[hole] = null;
    }

    private void rehash(int capacity) {
        Job[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new Job[capacity];
        values = new Object[capacity];
        int mask = capacity - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            Job k = oldKeys[i];
            if (k != null) {
                int s = slot(k);
                while (keys[s] != null) {
                    s = (s + 1) & mask;
                }
                keys[s] = k;
                values[s] = oldValues[i];
            }
        }
    }
}
