package org.schedlab.experiments.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** What build is running: the version and the git commit of the checkout it was built from. */
public final class BuildInfo {
    private BuildInfo() {}

    /** The version from the jar manifest, or "development build". */
    public static String version() {
        String v = BuildInfo.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    /**
     * The git commit of the checkout ({@code SCHEDLAB_HOME}, set by the launcher, else the working
     * directory), with "-dirty" for uncommitted changes, or "unknown" when git cannot tell.
     */
    public static String gitCommit() {
        String home = System.getenv("SCHEDLAB_HOME");
        ProcessBuilder pb =
                new ProcessBuilder("git", "describe", "--always", "--dirty", "--abbrev=40").redirectErrorStream(true);
        if (home != null) {
            pb.directory(Path.of(home).toFile());
        }
        try {
            Process p = pb.start();
            String s = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return p.waitFor() == 0 && !s.isEmpty() ? s : "unknown";
        } catch (IOException | UncheckedIOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }
}
