#!/usr/bin/env bash
# CI test in a real browser: installs Debian's chromium and chromium-driver when they are missing
# (needs root and apt-get), then runs the JUnit tests tagged "browser" (experiments'
# view/BrowserTest: a reproduction's report.html and one schedule view per machine kind, opened
# from file:// in headless Chromium driven by Selenium, with the network off). Screenshots, the
# pages and timings.txt land in experiments/target/browser-test/; the Surefire report in
# experiments/target/surefire-reports/ (which .ci/run adds up). Never skips: a machine where
# Chromium cannot be installed or started fails, with the reason.
#
#   scripts/browser/ci-test.sh [extra Maven arguments]
#
# Exit 0 when every browser test passed; 1 otherwise.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
t0=$(date +%s)
fail() {
  echo "browser-ci: FAIL: $*" >&2
  exit 1
}
log() { echo "browser-ci: [$(($(date +%s) - t0))s] $*"; }

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  if [ "$(id -u)" != 0 ]; then
    fail "chromium and chromium-driver are not installed and installing them needs root (apt-get install chromium chromium-driver)"
  fi
  command -v apt-get >/dev/null || fail "chromium is not installed and there is no apt-get to install it"
  log "installing chromium and chromium-driver with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -q && apt-get install -y -q chromium chromium-driver; } >/tmp/browser-ci-apt.log 2>&1; then
    tail -20 /tmp/browser-ci-apt.log >&2
    fail "apt-get install chromium chromium-driver failed (log: /tmp/browser-ci-apt.log)"
  fi
fi
log "$(chromium --version 2>/dev/null | head -1), $(chromedriver --version 2>/dev/null | head -1)"
chromium_bin=$(command -v chromium)
driver_bin=$(command -v chromedriver)

cd "$repo" || fail "no repository at $repo"
rm -f experiments/target/surefire-reports/TEST-*BrowserTest.xml
log "running the browser tests (mvn -Pbrowser -pl experiments -am verify)"
mvn -B verify -Pbrowser -pl experiments -am -Dsurefire.failIfNoSpecifiedTests=false \
  -Dchromium="$chromium_bin" -Dchromedriver="$driver_bin" "$@" >/tmp/browser-ci-mvn.log 2>&1
status=$?
grep -E "Tests run:|232k Gantt|FAIL|ERROR\]" /tmp/browser-ci-mvn.log | grep -v "^\[INFO\] Tests run: 0," | head -40
[ -f experiments/target/browser-test/timings.txt ] && log "$(cat experiments/target/browser-test/timings.txt)"
if [ "$status" -ne 0 ]; then
  tail -40 /tmp/browser-ci-mvn.log >&2
  fail "the browser tests failed (exit $status; log: /tmp/browser-ci-mvn.log, screenshots: experiments/target/browser-test/)"
fi
ls experiments/target/surefire-reports/TEST-*BrowserTest.xml >/dev/null 2>&1 || fail "no browser test ran"
log "passed; screenshots in experiments/target/browser-test/"
