/**
 * Text input and output shared by the file formats: opening plain or gzip files (gzip is detected
 * by its magic bytes), and printing numbers so that they read back to the same value.
 */
package org.schedlab.workloads.io;
