package org.schedlab.experiments.view;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The scripts and styles a self-contained page inlines: uPlot (from its WebJar on the class path,
 * MIT licence) and SchedLab's own small scripts and styles (resources under {@code see/}).
 */
public final class Assets {
    /** The uPlot version of the WebJar the build declares ({@code org.webjars.npm:uplot}). */
    public static final String UPLOT_VERSION = "1.6.30";

    private static final String UPLOT = "META-INF/resources/webjars/uplot/" + UPLOT_VERSION + "/dist/";

    private Assets() {}

    /** uPlot's minified browser build. */
    public static String uplotJs() {
        return resource(UPLOT + "uPlot.iife.min.js");
    }

    /** uPlot's style sheet. */
    public static String uplotCss() {
        return resource(UPLOT + "uPlot.min.css");
    }

    /** A resource of ours under {@code see/}. */
    public static String own(String name) {
        return resource("see/" + name);
    }

    static String resource(String name) {
        try (InputStream in = Assets.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(
                        "missing resource " + name + " (is the uPlot WebJar on the class path?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Text safe inside a {@code <script>} element: no {@code </} that could close it early. */
    public static String scriptSafe(String js) {
        return js.replace("</", "<\\/");
    }

    /** Text safe in HTML element content and attribute values. */
    public static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
