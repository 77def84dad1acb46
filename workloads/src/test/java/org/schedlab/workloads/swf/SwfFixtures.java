package org.schedlab.workloads.swf;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/** Small hand-written SWF files for tests. */
final class SwfFixtures {
    private SwfFixtures() {}

    /** Six jobs on a 16-processor machine with two partitions, covering the profile cases. */
    static final String SMALL = String.join(
            "\n",
            "; Version: 2.2",
            "; Computer: Test machine",
            "; Information: first line",
            ";              http://example.org/second",
            ";",
            "; MaxNodes: 16 (8 batch, 8 interactive)",
            "; MaxProcs: 16",
            "; Note: one",
            "; Note: two",
            "",
            // id submit wait run alloc cpu mem req reqtime reqmem status uid gid exe queue part prec think
            "1 10 5 100 4 -1 -1 4 200 -1 1 1 1 1 1 2 -1 -1",
            "2 20 0 50.5 -1 -1 -1 2 -1 -1 1 1 1 1 1 2 -1 -1",
            "; a comment between jobs",
            "3 30 1 -1 2 -1 -1 2 100 -1 0 2 1 1 1 2 -1 -1",
            "4 40 0 300 8 -1 -1 6 100 -1 1 2 1 1 0 1 -1 -1",
            "5 50 2 10 0 -1 -1 0 10 -1 5 3 1 1 1 2 -1 -1",
            "6 60.25 -1 20 32 12.5 1024 32 30 -1 1 3 1 1 1 2 -1 -1",
            "");

    static Path write(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    static Path writeGzip(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return p;
    }
}
