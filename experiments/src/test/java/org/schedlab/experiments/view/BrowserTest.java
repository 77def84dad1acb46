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
 * time slider changing the mesh picture, dates on the time axes of a trace with a start time, tick
 * labels that never overlap at any zoom (their boxes measured in the page's fonts), series reduced
 * to one point per pixel column, the mesh as large as its panel, and the time a 232,000-job Gantt
 * chart takes to appear (recorded in {@code timings.txt}; asserted only against {@link
 * #GANTT_LIMIT}, a bound for a page that never appears, since the time depends on the machine's
 * load). Screenshots go to {@code target/browser-test/}. Tagged {@code browser}: the default build
 * skips it; {@code scripts/browser/ci-test.sh} (run by {@code .ci/run}) installs Chromium when
 * missing and runs it.
 */
@Tag("browser")
@TestMethodOrder(MethodOrderer.MethodName.class)
class BrowserTest {
    /**
     * How long the 232k-job Gantt chart may take from the start of the navigation to its first frame
     * on screen, by the page's own clock (load, decode, colours and the first raster): a guard
     * against a page that never appears, not the target. The target, 3 s on a quiet machine, is
     * measured and printed (about 1.2 s at a load average of 20 on 2 cores), not asserted: the
     * default tests must pass on a loaded machine.
     */
    static final Duration GANTT_LIMIT = Duration.ofMinutes(10);

    /**
     * How long a wait for the page (a redraw, a tooltip, a frame) may last before the test gives
     * up: a hang guard, minutes, so that a loaded machine never fails the test by slowness.
     */
    static final int HANG_GUARD_S = 300;

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
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(HANG_GUARD_S));
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
        waitFor(HANG_GUARD_S, () -> Boolean.TRUE.equals(js("return !!(" + ready + ")")));
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
                HANG_GUARD_S,
                () -> ((Number) js("return SchedView.gantt.view.t1 - SchedView.gantt.view.t0")).doubleValue() < before);
        waitFor(
                HANG_GUARD_S,
                () -> ((Number) js("return SchedView.charts[0].t1 - SchedView.charts[0].t0")).doubleValue() < before);
        // one point per pixel column of the chart's plot
        assertThat(((Number) js("return SchedView.lastSeries.util.length")).intValue())
                .isEqualTo(
                        ((Number) js("var u = SchedView.charts[0].u; return Math.round(u.bbox.width / uPlot.pxRatio)"))
                                .intValue());
        assertLabelsApart("gantt", "util", "queue", "scale");
        screenshot("view-flat-zoomed");
    }

    /**
     * Every label the page recorded for the axes of one canvas (a name, or the Gantt chart's two
     * axes for "gantt"), measured here in the axis font: no two boxes overlap and none leaves the
     * canvas; the time axis has at least two labels.
     */
    private static void assertLabelsApart(String... canvases) {
        for (String c : canvases) {
            List<String> axes = switch (c) {
                case "gantt" -> List.of("gantt-x", "gantt-y");
                case "scale", "matrix-y" -> List.of(c);
                default -> List.of(c + "-x");
            };
            @SuppressWarnings("unchecked")
            Map<String, Object> r = (Map<String, Object>) js(
                    "var names = arguments[0], ctx = document.createElement('canvas').getContext('2d'), boxes = [],"
                            + " out = [], width = 0, time = 0;"
                            + " names.forEach(function (name) { var ax = SchedView.axes[name];"
                            + "  if (!ax) { out.push(name + ': nothing recorded'); return; }"
                            + "  ctx.font = ax.font; var h = parseFloat(ax.font); width = ax.width;"
                            + "  if (/-x$/.test(name)) time = ax.labels.length;"
                            + "  ax.labels.forEach(function (l) { var w = ctx.measureText(l.text).width,"
                            + "   x0 = l.align === 'center' ? l.x - w / 2 : l.align === 'right' ? l.x - w : l.x;"
                            + "   boxes.push({ x0: x0, x1: x0 + w, y0: l.y - h, y1: l.y, t: name + ' \"' + l.text + '\"' }); }); });"
                            + " boxes.forEach(function (p, i) {"
                            + "  if (p.x0 < 0 || p.x1 > width) out.push(p.t + ' leaves the canvas (' + p.x0 + '..' + p.x1 + ' of ' + width + ')');"
                            + "  for (var j = i + 1; j < boxes.length; j++) { var q = boxes[j];"
                            + "   if (p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1) out.push(p.t + ' overlaps ' + q.t); } });"
                            + " return { problems: out, labels: boxes.length, time: time };",
                    axes);
            assertThat((List<?>) r.get("problems")).as(c).isEmpty();
            assertThat(((Number) r.get("labels")).intValue()).as(c + ": labels").isGreaterThanOrEqualTo(2);
            if (!c.equals("scale") && !c.equals("matrix-y")) {
                assertThat(((Number) r.get("time")).intValue())
                        .as(c + ": time labels")
                        .isGreaterThanOrEqualTo(2);
            }
        }
    }

    /** Sets the Gantt chart's window and waits until it and the charts below it have redrawn. */
    private static void zoomGantt(double from, double to) {
        int frames = ((Number) js("return SchedView.gantt.frames")).intValue();
        js("SchedView.gantt.setWindow(arguments[0], arguments[1])", from, to);
        waitFor(HANG_GUARD_S, () -> ((Number) js("return SchedView.gantt.frames")).intValue() > frames);
        waitFor(
                HANG_GUARD_S,
                () -> Boolean.TRUE.equals(js(
                        "var t = arguments[0]; return SchedView.charts.every(function (c) { return c.t0 === t; })",
                        from)));
    }

    /**
     * Finds a pixel with a job, moves the mouse there and checks the tooltip's numbers.
     *
     * @return the job's index in the page's columns
     */
    private static int checkHover(String canvasId, String pick) {
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
        waitFor(HANG_GUARD_S, () -> tip.isDisplayed());
        assertThat(tip.getText())
                .contains("job " + id)
                .contains("size " + js("return SchedView.jobs.procs[arguments[0]]", job))
                .contains("submit ")
                .contains("start ")
                .contains("end ")
                .contains("wait ");
        return job;
    }

    /** The README's mesh example: 10,000 jobs, 20,000 events, the mesh about 77% busy. */
    @Test
    void c_meshPictureChangesWithTheSlider() throws IOException {
        Path page = simulateView(
                "view-mesh",
                "--machine",
                "mesh:32x32",
                "--allocator",
                "mpl",
                "--scheduler",
                "window:240",
                "--workload",
                "mesh-uniform",
                "--load",
                "3",
                "--jobs",
                "10000");
        open(page, "window.SchedView && SchedView.ready && SchedView.mesh.signature");
        // contention at the slider's start: most of the mesh busy, jobs waiting
        assertThat(((Number) js("return SchedView.mesh.busy")).intValue()).isGreaterThan(512);
        assertThat(driver.findElement(By.id("info")).getText()).containsPattern("[1-9][0-9]* waiting");
        // the square as large as its panel, the charts beside it
        @SuppressWarnings("unchecked")
        Map<String, Number> box = (Map<String, Number>) js("var c = document.getElementById('mesh'), p = c.parentNode,"
                + " f = document.getElementById('frag'); return { canvas: c.getBoundingClientRect().width,"
                + " panel: p.clientWidth - 16, page: document.body.clientWidth, panelRight: p.getBoundingClientRect().right,"
                + " chartLeft: f.getBoundingClientRect().left, canvasHeight: c.getBoundingClientRect().height };");
        assertThat(box.get("canvas").doubleValue())
                .isGreaterThanOrEqualTo(0.95 * box.get("panel").doubleValue());
        assertThat(box.get("canvas").doubleValue())
                .isGreaterThan(0.4 * box.get("page").doubleValue());
        assertThat(box.get("chartLeft").doubleValue())
                .isGreaterThan(box.get("panelRight").doubleValue());
        // 20,000 starts and ends (at some 12,000 distinct times) reduced to one point per pixel column,
        // with the range of each column as a band
        assertThat(((Number) js("return SchedView.mesh.events")).intValue()).isGreaterThan(10_000);
        for (int k = 0; k < 2; k++) {
            @SuppressWarnings("unchecked")
            Map<String, Number> c = (Map<String, Number>) js(
                    "var id = arguments[0], c = SchedView.charts.filter(function (c) { return c.el.id === id; })[0];"
                            + " var b = c.bands[0], spread = 0; for (var i = 0; i < b.min.length; i++) if (b.max[i] > b.min[i]) spread++;"
                            + " return { points: c.u.data[0].length, pixels: Math.round(c.u.bbox.width / uPlot.pxRatio), spread: spread };",
                    k == 0 ? "frag" : "fragpct");
            assertThat(c.get("points").intValue()).isEqualTo(c.get("pixels").intValue());
            assertThat(c.get("spread").intValue()).isPositive();
        }
        assertLabelsApart("frag", "fragpct", "util", "queue");
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

    /**
     * A synthetic schedule of 232,000 jobs on 1,152 processors (the size of SDSC-BLUE, whose trace
     * CI does not have) with a start time, and SDSC-BLUE's own 232,562 jobs when the trace is here:
     * the time to the first frame on screen is recorded in {@code timings.txt} and printed.
     */
    @Test
    void f_bigGanttAppearsAndZooms() throws IOException {
        Path csv = OUT.resolve("synthetic-232k.csv");
        Files.writeString(csv, SyntheticSchedule.flat(232_000, 1152, 3));
        Path page = OUT.resolve("view-232k.html");
        long t0 = System.nanoTime();
        cli("view", csv.toString(), "--out", page.toString(), "--start-time", "956700003", "--time-zone", "US/Pacific");
        StringBuilder lines = new StringBuilder();
        lines.append(firstFrame(page, "synthetic schedule", (System.nanoTime() - t0) / 1e9));
        assertThat(((Number) js("return SchedView.data.n")).intValue()).isEqualTo(232_000);
        // a zoom redraws quickly too
        js(
                "SchedView.gantt.setWindow(SchedView.span[0], SchedView.span[0] + (SchedView.span[1] - SchedView.span[0]) / 50)");
        waitFor(HANG_GUARD_S, () -> ((Number) js("return SchedView.gantt.frames")).intValue() > 1);
        assertThat(((Number) js("return SchedView.gantt.lastRenderMs")).doubleValue())
                .isLessThan(GANTT_LIMIT.toMillis());
        screenshot("view-232k-zoomed");
        js("SchedView.gantt.reset()");
        waitFor(HANG_GUARD_S, () -> ((Number) js("return SchedView.gantt.frames")).intValue() > 2);
        screenshot("view-232k");
        Path trace = trace("SDSC-BLUE-2000-4.2-cln.swf.gz");
        if (trace != null) {
            Path blue = OUT.resolve("view-sdsc-blue.html");
            t0 = System.nanoTime();
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
                    blue.toString());
            lines.append(firstFrame(blue, trace.getFileName().toString(), (System.nanoTime() - t0) / 1e9));
            assertThat(((Number) js("return SchedView.data.n")).intValue()).isGreaterThanOrEqualTo(232_000);
            assertThat(js("return SchedView.axes['gantt-x'].labels.map(function (l) { return l.text; }).join(' ')"))
                    .asString()
                    .contains("2001-");
            screenshot("view-sdsc-blue");
        }
        Files.writeString(OUT.resolve("timings.txt"), lines);
        System.out.print(lines);
    }

    /**
     * Opens a big page and returns its timing line: the time from the start of the navigation to
     * the first frame on screen (load, decode, colours, the first raster and its paint), by the
     * page's own clock, with the load average it was measured at.
     */
    private static String firstFrame(Path page, String source, double written) throws IOException {
        long t1 = System.nanoTime();
        open(page, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        double waited = (System.nanoTime() - t1) / 1e9;
        double render = ((Number) js("return SchedView.gantt.firstRenderMs")).doubleValue();
        double painted = ((Number) js("return SchedView.paintedAtMs")).doubleValue();
        double scriptAt = ((Number) js("return SchedView.timing.script")).doubleValue();
        String load = Files.isReadable(Path.of("/proc/loadavg"))
                ? Files.readString(Path.of("/proc/loadavg")).strip()
                : "unknown";
        String line = String.format(
                Locale.ROOT,
                "232k Gantt (%s, %d jobs, %.1f MB): page written in %.1f s; on screen %.2f s after the navigation"
                        + " began by the page's clock (its script began at %.2f s, the first raster took %.0f ms),"
                        + " %.2f s as the test waited for every chart; load average %s on %d cores%n",
                source,
                ((Number) js("return SchedView.data.n")).intValue(),
                Files.size(page) / 1e6,
                written,
                painted / 1000,
                scriptAt / 1000,
                render,
                waited,
                load,
                Runtime.getRuntime().availableProcessors());
        assertThat(Duration.ofMillis((long) painted)).as(line).isLessThan(GANTT_LIMIT);
        return line;
    }

    /**
     * A trace with a start time gets dates on its time axes, in its time zone, and tick labels
     * that never overlap from the whole trace down to seconds; without a start time, times in
     * seconds read as days and hours.
     */
    @Test
    void g_datesOnTheTimeAxesAndTicksApartAtEveryZoom() throws IOException {
        // 956700003 is 2000-04-25 22:00:03 UTC, 15:00:03 in US/Pacific (daylight saving time)
        StringBuilder swf =
                new StringBuilder("; UnixStartTime: 956700003\n; TimeZoneString: US/Pacific\n; MaxProcs: 64\n");
        // 3,000 jobs over about 200 days (past the change to standard time on 2000-10-29), an
        // offered load of about 0.65
        java.util.Random rnd = new java.util.Random(4);
        long t = 0;
        for (int i = 1; i <= 3000; i++) {
            t += rnd.nextInt(12_000);
            int size = 1 + rnd.nextInt(32);
            int run = 60 + rnd.nextInt(30_000);
            swf.append(i)
                    .append(' ')
                    .append(t)
                    .append(" -1 ")
                    .append(run)
                    .append(' ')
                    .append(size)
                    .append(" -1 -1 ")
                    .append(size)
                    .append(' ')
                    .append(run + 600)
                    .append(" -1 1 ")
                    .append(1 + i % 40)
                    .append(" 1 1 1 -1 -1 -1\n");
        }
        Path trace = Files.writeString(OUT.resolve("dated.swf"), swf);
        Path page =
                simulateView("view-dated", "--machine", "flat:64", "--scheduler", "easy", "--workload", "swf:" + trace);
        open(page, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        assertThat(js("return SchedView.fmtTime(0)")).isEqualTo("2000-04-25 15:00:03");
        assertThat(js("return SchedView.data.zone")).isEqualTo("US/Pacific");
        // across the change to standard time on 2000-10-29 the offset moves from -7 h to -8 h
        assertThat(js("return SchedView.fmtTime(Date.UTC(2000, 10, 1, 12) / 1000 - 956700003)"))
                .isEqualTo("2000-11-01 04:00:00");
        assertThat(js("return SchedView.fmtTime(Date.UTC(2000, 9, 1, 12) / 1000 - 956700003)"))
                .isEqualTo("2000-10-01 05:00:00");
        assertThat(driver.findElement(By.cssSelector(".meta")).getText())
                .contains("dates in US/Pacific", "from 2000-04-25");
        double a = ((Number) js("return SchedView.span[0]")).doubleValue();
        double b = ((Number) js("return SchedView.span[1]")).doubleValue();
        double mid = (a + b) / 2;
        double[][] windows = {
            {a, b}, {a, a + (b - a) / 3}, {mid, mid + 86_400}, {mid, mid + 3 * 3600}, {mid, mid + 600}, {mid, mid + 40}
        };
        for (double[] w : windows) {
            zoomGantt(w[0], w[1]);
            assertLabelsApart("gantt", "util", "queue", "scale");
            String labels = (String)
                    js("return SchedView.axes['gantt-x'].labels.map(function (l) { return l.text; }).join(' ')");
            assertThat(labels).as("the time axis of %s..%s", w[0], w[1]).containsPattern("2000-[01][0-9]");
            if (w[1] - w[0] <= 86_400) {
                assertThat(labels).containsPattern("\\b[0-2][0-9]:[0-5][0-9]\\b");
            }
        }
        screenshot("view-dated-seconds");
        zoomGantt(mid, mid + 86_400);
        screenshot("view-dated-day");
        zoomGantt(a, b);
        screenshot("view-dated");
        // the same schedule without a start time but in seconds: days and hours since 0
        Path csv = OUT.resolve("dated.csv");
        cli(
                "simulate",
                "--machine",
                "flat:64",
                "--scheduler",
                "easy",
                "--workload",
                "swf:" + trace,
                "--no-progress",
                "--format",
                "json",
                "--schedule-out",
                csv.toString());
        Path days = OUT.resolve("view-days.html");
        cli("view", csv.toString(), "--out", days.toString(), "--unit", "s");
        open(days, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        assertThat((String)
                        js("return SchedView.axes['gantt-x'].labels.map(function (l) { return l.text; }).join(' ')"))
                .contains("day ");
        zoomGantt(mid, mid + 3 * 3600);
        assertLabelsApart("gantt", "util", "queue");
        assertThat((String)
                        js("return SchedView.axes['gantt-x'].labels.map(function (l) { return l.text; }).join(' ')"))
                .containsPattern("[0-2][0-9]:[0-5][0-9]")
                .contains("day ");
    }

    @Test
    void g_mesh3dSlicesChangeWithTheSlider() throws IOException {
        Path page = simulateView(
                "view-mesh3d",
                "--machine",
                "mesh3d:8x8x4",
                "--allocator",
                "mc1x1",
                "--scheduler",
                "easy",
                "--workload",
                "downey",
                "--utilization",
                "0.8",
                "--jobs",
                "600");
        open(page, "window.SchedView && SchedView.ready && SchedView.slices && SchedView.slices.signature");
        checkHover("gantt", "SchedView.gantt.jobAt(x, y)");
        js("SchedView.setTime(SchedView.span[0] + 0.4 * (SchedView.span[1] - SchedView.span[0]))");
        String before = (String) js("return document.getElementById('slices').toDataURL()");
        assertThat(((Number) js("return SchedView.slices.busy")).intValue()).isPositive();
        screenshot("view-mesh3d");
        WebElement slider = driver.findElement(By.id("time"));
        slider.click();
        for (int i = 0; i < 40; i++) {
            slider.sendKeys(Keys.ARROW_RIGHT);
        }
        assertThat((String) js("return document.getElementById('slices').toDataURL()"))
                .as("the slices after moving the slider")
                .isNotEqualTo(before);
        // the slices lie below the Gantt chart, partly under the window's lower edge
        js("arguments[0].scrollIntoView({block: 'center'})", driver.findElement(By.id("slices")));
        checkHover("slices", "SchedView.slices.jobAt(x, y)");
        assertThat(driver.findElement(By.id("tip")).getText()).contains("pairwise L1 distance");
        screenshot("view-mesh3d-later");
    }

    /**
     * A schedule with fair start times ({@code --fairness}): a job's card shows its strict and
     * relaxed fair start times and unfairness, the numbers of the schedule CSV's columns.
     */
    @Test
    void h_fairnessCardShowsTheFairStartTimes() throws IOException {
        Path jobs = OUT.resolve("fair-jobs.csv");
        StringBuilder sb = new StringBuilder("id,submit,runtime,procs,estimate\n");
        java.util.Random rnd = new java.util.Random(2);
        long t = 0;
        for (int i = 1; i <= 200; i++) {
            t += rnd.nextInt(30);
            int runtime = 20 + rnd.nextInt(300);
            sb.append(i).append(',').append(t).append(',').append(runtime).append(',');
            sb.append(1 + rnd.nextInt(24))
                    .append(',')
                    .append(runtime + rnd.nextInt(300))
                    .append('\n');
        }
        Files.writeString(jobs, sb);
        Path csv = OUT.resolve("view-fair.csv");
        Path page = simulateView(
                "view-fair",
                "--machine",
                "flat:32",
                "--scheduler",
                "easy",
                "--workload",
                "jobs:" + jobs,
                "--fairness",
                "--schedule-out",
                csv.toString());
        open(page, "window.SchedView && SchedView.ready && SchedView.gantt.frames > 0");
        // the fair start times of every job, from the CSV
        Map<String, String[]> fair = new java.util.HashMap<>();
        List<String> lines = Files.readAllLines(csv);
        List<String> header = List.of(lines.get(0).split(","));
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            fair.put(f[0], new String[] {
                f[header.indexOf("strict_fst")], f[header.indexOf("relaxed_fst")],
                f[header.indexOf("strict_unfairness")], f[header.indexOf("relaxed_unfairness")]
            });
        }
        // a job that started after its strict fair start time
        int job = checkHover(
                "gantt",
                "(function (j) { return j >= 0 && SchedView.jobs.start[j] > SchedView.fair.strict[j] ? j : -1; })"
                        + "(SchedView.gantt.jobAt(x, y))");
        String id = String.valueOf(js("return SchedView.jobs.id[arguments[0]]", job));
        String[] f = fair.get(id);
        assertThat(Double.parseDouble(f[2]))
                .as("strict unfairness of job " + id)
                .isPositive();
        WebElement tip = driver.findElement(By.id("tip"));
        waitFor(HANG_GUARD_S, () -> tip.getText().contains("relaxed fair start"));
        assertThat(tip.getText())
                .contains("strict fair start " + js("return SchedView.fmtTime(" + f[0] + ")") + ", unfairness "
                        + js("return SchedView.fmtDur(" + f[2] + ")"))
                .contains("relaxed fair start " + js("return SchedView.fmtTime(" + f[1] + ")") + ", unfairness "
                        + js("return SchedView.fmtDur(" + f[3] + ")"));
        screenshot("view-fair-card");
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
