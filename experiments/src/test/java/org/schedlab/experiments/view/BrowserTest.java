package org.schedlab.experiments.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.schedlab.experiments.cli.SchedLabCli;

/**
 * The pages in a real browser: headless Chromium (Debian's {@code chromium} and {@code
 * chromium-driver}) driven by Selenium. Opens a reproduction's {@code report.html} and one schedule
 * view per machine kind from {@code file://}, with the network off, and checks what a reader sees:
 * no console errors, the charts and their series, the paper's values, the numbers on hover, the
 * time slider changing the mesh picture, and a 232,000-job Gantt drawn within {@link #GANTT_LIMIT}.
 * Screenshots go to {@code target/browser-test/}. Tagged {@code browser}: the default build skips it;
 * {@code scripts/browser/ci-test.sh} (run by {@code .ci/run}) installs Chromium when missing and
 * runs it.
 */
@Tag("browser")
@TestMethodOrder(MethodOrderer.MethodName.class)
class BrowserTest {
    /**
     * How long the 232k-job Gantt may take from the start of the navigation to its first frame, by
     * the page's own clock (load, decode, colours and the first raster).
     */
    static final Duration GANTT_LIMIT = Duration.ofSeconds(5);

    static final Path OUT = Path.of("target", "browser-test").toAbsolutePath();
    static ChromeDriver driver;
    static Path profile;

    @BeforeAll
    static void start() throws IOException {
        Files.createDirectories(OUT);
        profile = Files.createTempDirectory("schedlab-chromium-");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(System.getProperty("chromium", "/usr/bin/chromium"));
        o.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--allow-file-access-from-files",
                "--window-size=1400,1000",
                "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(System.getProperty("chromedriver", "/usr/bin/chromedriver"))
                        .toFile())
                .usingAnyFreePort()
                .build();
        driver = new ChromeDriver(service, o);
        driver.manage().window().setSize(new Dimension(1400, 1000));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(p -> p.toFile().delete());
            }
        }
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    private static void cli(String... args) {
        StringWriter err = new StringWriter();
        int status = SchedLabCli.execute(args, new PrintWriter(new StringWriter(), true), new PrintWriter(err, true));
        assertThat(status).as(String.join(" ", args) + "\n" + err).isZero();
    }

    /** Opens a page, waits for its script, and checks the console and the network. */
    private static void open(Path page, String ready) {
        driver.get(page.toUri().toString());
        waitFor(60, () -> Boolean.TRUE.equals(js("return !!(" + ready + ")")));
        List<String> severe = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.WARNING.intValue()) {
                severe.add(e.getLevel() + " " + e.getMessage());
            }
        }
        assertThat(severe).as("console errors and warnings of " + page).isEmpty();
        // self-contained: the page loaded nothing besides itself
        assertThat(((Number) js("return performance.getEntriesByType('resource').length")).intValue())
                .as("resources fetched by " + page)
                .isZero();
    }

    /** Waits up to {@code seconds} for {@code condition}, polling; fails with the condition's text. */
    private static void waitFor(int seconds, java.util.function.BooleanSupplier condition) {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not true within " + seconds + " s");
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static void screenshot(String name) throws IOException {
        Path png = OUT.resolve(name + ".png");
        Files.write(png, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }

    private static Path simulateView(String name, String... args) {
        Path page = OUT.resolve(name + ".html");
        List<String> a = new ArrayList<>(List.of("simulate"));
        a.addAll(List.of(args));
        a.addAll(List.of("--no-progress", "--format", "json", "--view", page.toString()));
        cli(a.toArray(String[]::new));
        return page;
    }

    @Test
    void a_reportShowsEveryFigureWithThePapersValuesAndFiltersClaims() throws IOException {
        Path out = OUT.resolve("gang-2000");
        cli(
                "reproduce",
                "gang-2000",
                "--quick",
                "--figures",
                "fig3,fig4,fig5",
                "--out",
                out.toString(),
                "--no-progress");
        open(out.resolve("report.html"), "window.SchedReport && SchedReport.ready");
        @SuppressWarnings("unchecked")
        Map<String, Object> figs = (Map<String, Object>) js("var o = {}; for (var k in SchedReport.figures) {"
                + " var f = SchedReport.figures[k]; o[k] = {ours: f.ours, paper: f.paperPoints,"
                + " series: f.u.series.length, canvases: document.querySelectorAll('[data-figure=' + k + '] canvas').length}; }"
                + " return o;");
        assertThat(figs).containsOnlyKeys("fig3", "fig4", "fig5");
        for (Object v : figs.values()) {
            @SuppressWarnings("unchecked")
            Map<String, Number> f = (Map<String, Number>) v;
            assertThat(f.get("ours").intValue()).isEqualTo(4); // BC, BR, BRMS, BRMMS
            assertThat(f.get("paper").intValue()).isEqualTo(16); // Table 1: 4 schemes x 4 loads
            assertThat(f.get("series").intValue()).isEqualTo(1 + 4 + 4); // x, ours, the paper's per scheme
            assertThat(f.get("canvases").intValue()).isGreaterThanOrEqualTo(1);
        }
        // Table 1's published t_ta of BC at rho = 0.2 is on Fig. 3
        assertThat(js("return SchedReport.figures.fig3.paperValues")).asList().contains(31.1, 189.6);
        // hover: the legend shows the numbers at the pointer
        WebElement over = driver.findElement(By.cssSelector("[data-figure=fig3] .u-over"));
        new Actions(driver)
                .moveToElement(over, -over.getSize().width / 2 + 3, 0)
                .perform();
        String legend = driver.findElement(By.cssSelector("[data-figure=fig3] .u-legend"))
                .getText();
        assertThat(legend).contains("paper 31.1").containsPattern("± [0-9.]+ \\(n=20\\)");
        screenshot("report-gang-2000");
        WebElement fig3 = driver.findElement(By.id("fig-fig3"));
        js("arguments[0].scrollIntoView()", fig3);
        Files.write(OUT.resolve("report-gang-2000-fig3.png"), fig3.getScreenshotAs(OutputType.BYTES));
        // the claims filter: only FAILs, then all again
        List<WebElement> rows = driver.findElements(By.cssSelector("#claims-table tbody tr"));
        long fails = rows.stream()
                .filter(r -> "FAIL".equals(r.getAttribute("data-verdict")))
                .count();
        WebElement failButton = driver.findElements(By.cssSelector(".filter[data-table=claims-table] button")).stream()
                .filter(b ->
                        "FAIL".equals(b.getAttribute("data-verdict")) || "PASS".equals(b.getAttribute("data-verdict")))
                .findFirst()
                .orElseThrow();
        String verdict = failButton.getAttribute("data-verdict");
        failButton.click();
        long shown = rows.stream().filter(WebElement::isDisplayed).count();
        long expected = verdict.equals("FAIL")
                ? fails
                : rows.stream()
                        .filter(r -> "PASS".equals(r.getAttribute("data-verdict")))
                        .count();
        assertThat(shown).isEqualTo(expected).isPositive();
        assertThat(rows.stream()
                        .filter(WebElement::isDisplayed)
                        .allMatch(r -> verdict.equals(r.getAttribute("data-verdict"))))
                .isTrue();
        screenshot("report-gang-2000-claims-" + verdict.toLowerCase(Locale.ROOT));
        // a claim links to the figure it rests on
        assertThat(driver.findElements(By.cssSelector("#claims-table a[href='#fig-fig3']")))
                .isNotEmpty();
    }

    @Test
    void b_flatGanttShowsAJobsNumbersOnHoverAndZooms() throws IOException {
        Path jobs = OUT.resolve("flat-jobs.csv");
        StringBuilder sb = new StringBuilder("id,submit,runtime,procs\n");
        java.util.Random rnd = new java.util.Random(1);
        double t = 0;
        for (int i = 1; i <= 400; i++) {
            t += rnd.nextDouble() * 20;
            sb.append(i)
                    .append(',')
                    .append((long) t)
                    .append(',')
                    .append(20 + rnd.nextInt(200))
                    .append(',')
                    .append(1 + rnd.nextInt(24))
                    .append('\n');
        }
        Files.writeString(jobs, sb);
        Path page =
                simulateView("view-flat", "--machine", "flat:64", "--scheduler", "easy", "--workload", "jobs:" + jobs);
        open(page, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        checkHover("gantt", "SchedView.gantt.jobAt(x, y)");
        // zoom in with the wheel: the window narrows and the chart redraws
        double before = ((Number) js("return SchedView.gantt.view.t1 - SchedView.gantt.view.t0")).doubleValue();
        WebElement canvas = driver.findElement(By.id("gantt"));
        new Actions(driver)
                .scrollFromOrigin(org.openqa.selenium.interactions.WheelInput.ScrollOrigin.fromElement(canvas), 0, -300)
                .perform();
        waitFor(
                5,
                () -> ((Number) js("return SchedView.gantt.view.t1 - SchedView.gantt.view.t0")).doubleValue() < before);
        assertThat(((Number) js("return SchedView.lastSeries.util.length")).intValue())
                .isEqualTo(600);
        screenshot("view-flat-zoomed");
    }

    /** Finds a pixel with a job, moves the mouse there and checks the tooltip's numbers. */
    private static void checkHover(String canvasId, String pick) {
        @SuppressWarnings("unchecked")
        List<Number> at = (List<Number>) js(
                "var c = document.getElementById(arguments[0]);"
                        + " for (var y = 10; y < c.height; y += 7) for (var x = 60; x < c.width; x += 7) {"
                        + "  var j = (function (x, y) { return " + pick + "; })(x, y); if (j >= 0) return [x, y, j]; }"
                        + " return null;",
                canvasId);
        assertThat(at).as("a job drawn on " + canvasId).isNotNull();
        WebElement canvas = driver.findElement(By.id(canvasId));
        int x = at.get(0).intValue();
        int y = at.get(1).intValue();
        new Actions(driver)
                .moveToElement(canvas, x - canvas.getSize().width / 2, y - canvas.getSize().height / 2)
                .perform();
        int job = at.get(2).intValue();
        String id = String.valueOf(js("return SchedView.jobs.id[arguments[0]]", job));
        WebElement tip = driver.findElement(By.id("tip"));
        waitFor(5, () -> tip.isDisplayed());
        assertThat(tip.getText())
                .contains("job " + id)
                .contains("size " + js("return SchedView.jobs.procs[arguments[0]]", job))
                .contains("submit ")
                .contains("start ")
                .contains("end ")
                .contains("wait ");
    }

    @Test
    void c_meshPictureChangesWithTheSlider() throws IOException {
        Path page = simulateView(
                "view-mesh",
                "--machine",
                "mesh:32x32",
                "--allocator",
                "mpl",
                "--scheduler",
                "fcfs",
                "--workload",
                "mesh-uniform",
                "--load",
                "2",
                "--jobs",
                "2000");
        open(page, "window.SchedView && SchedView.ready && SchedView.mesh.signature");
        String before = (String) js("return document.getElementById('mesh').toDataURL()");
        int busyBefore = ((Number) js("return SchedView.mesh.busy")).intValue();
        screenshot("view-mesh");
        WebElement slider = driver.findElement(By.id("time"));
        slider.click();
        for (int i = 0; i < 40; i++) {
            slider.sendKeys(Keys.ARROW_RIGHT);
        }
        String after = (String) js("return document.getElementById('mesh').toDataURL()");
        assertThat(after).as("the mesh picture after moving the slider").isNotEqualTo(before);
        assertThat(driver.findElement(By.id("time-label")).getText()).startsWith("t = ");
        assertThat(busyBefore).isPositive();
        // the fragmentation chart and the utilization and queue charts
        assertThat(driver.findElements(By.cssSelector("#frag .u-wrap, #util .u-wrap, #queue .u-wrap")))
                .hasSize(3);
        checkHover("mesh", "SchedView.mesh.jobAt(x, y)");
        screenshot("view-mesh-later");
    }

    @Test
    void d_fatTreeShowsTheTreeAndContiguity() throws IOException {
        Path jobs = OUT.resolve("tree-jobs.csv");
        StringBuilder sb = new StringBuilder("id,submit,runtime,procs\n");
        java.util.Random rnd = new java.util.Random(2);
        double t = 0;
        for (int i = 1; i <= 600; i++) {
            t += rnd.nextDouble() * 8;
            sb.append(i)
                    .append(',')
                    .append((long) t)
                    .append(',')
                    .append(30 + rnd.nextInt(300))
                    .append(',')
                    .append(1 << rnd.nextInt(6))
                    .append('\n');
        }
        Files.writeString(jobs, sb);
        Path page = simulateView(
                "view-fattree",
                "--machine",
                "fattree:4:4:installed=240",
                "--allocator",
                "quasi:20",
                "--scheduler",
                "easy",
                "--workload",
                "jobs:" + jobs);
        open(page, "window.SchedView && SchedView.ready && SchedView.tree && SchedView.time");
        checkHover("gantt", "SchedView.gantt.jobAt(x, y)");
        String before = (String) js("return document.getElementById('tree').toDataURL()");
        js("SchedView.setTime(SchedView.span[0] + 0.3 * (SchedView.span[1] - SchedView.span[0]))");
        assertThat((String) js("return document.getElementById('tree').toDataURL()"))
                .isNotEqualTo(before);
        assertThat(((Number) js("return SchedView.tree.running")).intValue()).isPositive();
        assertThat(driver.findElement(By.id("info")).getText()).contains("contiguous");
        screenshot("view-fattree");
    }

    @Test
    void e_multiclusterAndGangViews() throws IOException {
        Path mc = simulateView(
                "view-multicluster",
                "--machine",
                "multicluster:4x8",
                "--allocator",
                "ordered",
                "--scheduler",
                "fcfs",
                "--workload",
                "coalloc:1:4",
                "--utilization",
                "0.5",
                "--jobs",
                "1000");
        open(mc, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        checkHover("gantt", "SchedView.gantt.jobAt(x, y)");
        screenshot("view-multicluster");

        Path gang = simulateView(
                "view-gang",
                "--machine",
                "gang:64",
                "--scheduler",
                "gang:brms",
                "--workload",
                "downey",
                "--utilization",
                "0.7",
                "--jobs",
                "1000");
        open(gang, "window.SchedView && SchedView.ready && SchedView.matrix && SchedView.matrix.signature");
        js("SchedView.setTime(SchedView.span[0] + 0.5 * (SchedView.span[1] - SchedView.span[0]))");
        String before = (String) js("return SchedView.matrix.signature");
        assertThat(((Number) js("return SchedView.matrix.rows")).intValue()).isPositive();
        screenshot("view-gang");
        WebElement slider = driver.findElement(By.id("time"));
        slider.click();
        for (int i = 0; i < 25; i++) {
            slider.sendKeys(Keys.ARROW_RIGHT);
        }
        assertThat((String) js("return SchedView.matrix.signature")).isNotEqualTo(before);
    }

    /** SDSC-BLUE's 232,562 jobs when the trace is here, else a synthetic schedule of as many jobs. */
    @Test
    void f_bigGanttDrawsWithinTheLimit() throws IOException {
        Path page = OUT.resolve("view-232k.html");
        // -Dschedlab.browser.synthetic=true draws the synthetic schedule even where the trace is
        Path trace = Boolean.getBoolean("schedlab.browser.synthetic") ? null : trace("SDSC-BLUE-2000-4.2-cln.swf.gz");
        long t0 = System.nanoTime();
        String source;
        if (trace != null) {
            cli(
                    "simulate",
                    "--machine",
                    "flat:1152",
                    "--scheduler",
                    "easy",
                    "--workload",
                    "swf:" + trace,
                    "--no-progress",
                    "--format",
                    "json",
                    "--view",
                    page.toString());
            source = trace.getFileName().toString();
        } else {
            Path csv = OUT.resolve("synthetic-232k.csv");
            Files.writeString(csv, SyntheticSchedule.flat(232_000, 1152, 3));
            cli("view", csv.toString(), "--out", page.toString());
            source = "synthetic schedule";
        }
        double written = (System.nanoTime() - t0) / 1e9;
        long t1 = System.nanoTime();
        open(page, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        double shown = (System.nanoTime() - t1) / 1e9;
        double render = ((Number) js("return SchedView.gantt.firstRenderMs")).doubleValue();
        // the page's own clock: from the start of the navigation to the first frame drawn
        double pageMs = ((Number) js("return SchedView.gantt.shownAtMs")).doubleValue();
        String load = Files.isReadable(Path.of("/proc/loadavg"))
                ? Files.readString(Path.of("/proc/loadavg")).strip()
                : "unknown";
        int jobs = ((Number) js("return SchedView.data.n")).intValue();
        assertThat(jobs).isGreaterThanOrEqualTo(232_000);
        String line = String.format(
                Locale.ROOT,
                "232k Gantt (%s, %d jobs, %.1f MB): page written in %.1f s (incl. the run); in the browser loaded,"
                        + " decoded and drawn in %.2f s by the page's clock (first frame %.0f ms), %.2f s as the test"
                        + " waited; load average %s on %d cores%n",
                source,
                jobs,
                Files.size(page) / 1e6,
                written,
                pageMs / 1000,
                render,
                shown,
                load,
                Runtime.getRuntime().availableProcessors());
        Files.writeString(OUT.resolve("timings.txt"), line);
        System.out.print(line);
        assertThat(Duration.ofMillis((long) pageMs)).as(line).isLessThan(GANTT_LIMIT);
        // a zoom redraws quickly too
        js(
                "SchedView.gantt.setWindow(SchedView.span[0], SchedView.span[0] + (SchedView.span[1] - SchedView.span[0]) / 50)");
        waitFor(5, () -> ((Number) js("return SchedView.gantt.frames")).intValue() > 1);
        assertThat(((Number) js("return SchedView.gantt.lastRenderMs")).doubleValue())
                .isLessThan(1000);
        screenshot("view-232k-zoomed");
        js("SchedView.gantt.reset()");
        waitFor(5, () -> ((Number) js("return SchedView.gantt.frames")).intValue() > 2);
        screenshot("view-232k");
    }

    /** A trace in $SCHEDLAB_TRACES or ../shared/data/traces (from the repository root), or null. */
    static Path trace(String name) {
        List<Path> dirs = new ArrayList<>();
        String env = System.getenv("SCHEDLAB_TRACES");
        if (env != null) {
            dirs.add(Path.of(env));
        }
        Path root = Path.of("").toAbsolutePath();
        for (Path p = root; p != null; p = p.getParent()) {
            dirs.add(p.resolve("../shared/data/traces"));
        }
        for (Path d : dirs) {
            Path f = d.resolve(name);
            if (Files.isRegularFile(f)) {
                return f.normalize();
            }
        }
        return null;
    }
}
