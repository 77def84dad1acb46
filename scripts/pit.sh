#!/usr/bin/env bash
# Mutation testing with PIT (pitest-maven and its JUnit 5 plugin, profile "pit" of the root pom):
# mutates the main classes of each given module, runs that module's tests against every mutant and
# prints the mutation score and line coverage per module. Not part of the default build or CI: a
# module takes minutes to hours (core and gang are the long ones).
#
#   scripts/pit.sh [MODULE ...]     default: core schedulers topology-mesh topology-fattree
#                                   topology-multicluster gang workloads experiments
#   PIT_THREADS=N                   PIT worker threads (default 1)
#   PIT_TARGET_CLASSES=GLOBS        mutate only these classes (comma-separated globs); default the
#                                   module's package, and for experiments the classes below
#   PIT_TARGET_TESTS=GLOBS          run only these tests (e.g. 'org.schedlab.fattree.*'); default all
#   PIT_EXCLUDED_TESTS=GLOBS        leave these test classes out (comma-separated globs)
#   PIT_MVN_ARGS='...'              extra Maven arguments (e.g. -o for an offline build)
#   PIT_HISTORY=DIR                 keep PIT's history per module in DIR/MODULE.history and reuse it:
#                                   a re-run analyses again only the mutants whose class or covering
#                                   tests changed since the run that wrote it (PIT's incremental
#                                   analysis); the report still lists every mutant
#
# Reports: MODULE/target/pit-reports/index.html (and mutations.xml). The reactor builds the modules
# the given ones depend on (-am) but mutates only the given ones (targetClasses is the module's
# package; the others have no matching class and are skipped).
#
# experiments: the classes where its inputs and outputs are checked and its results judged and
# reported, the command line (cli), the reproduction pipeline's plan, judge and report packages and
# the view's data (view.ViewData); not the paper implementations, whose tests are whole
# reproductions.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

all=(core schedulers topology-mesh topology-fattree topology-multicluster gang workloads experiments)
modules=("$@")
[ "${#modules[@]}" -eq 0 ] && modules=("${all[@]}")

package_of() {
  case "$1" in
    core) echo org.schedlab.core ;;
    schedulers) echo org.schedlab.schedulers ;;
    topology-mesh) echo org.schedlab.mesh ;;
    topology-fattree) echo org.schedlab.fattree ;;
    topology-multicluster) echo org.schedlab.multicluster ;;
    gang) echo org.schedlab.gang ;;
    workloads) echo org.schedlab.workloads ;;
    experiments) echo org.schedlab.experiments ;;
    *) echo "pit.sh: unknown module '$1' (known: ${all[*]})" >&2; exit 2 ;;
  esac
}

# The classes PIT mutates in module $1 (comma-separated globs).
classes_of() {
  local pkg
  pkg="$(package_of "$1")"
  case "$1" in
    experiments)
      echo "$pkg.cli.*,$pkg.repro.plan.*,$pkg.repro.judge.*,$pkg.repro.report.*,$pkg.view.ViewData*" ;;
    *) echo "$pkg.*" ;;
  esac
}

summary=()
for m in "${modules[@]}"; do
  pkg="$(package_of "$m")"
  classes="${PIT_TARGET_CLASSES:-$(classes_of "$m")}"
  tests="${PIT_TARGET_TESTS:-$pkg.*}"
  excluded=()
  [ -n "${PIT_EXCLUDED_TESTS:-}" ] && excluded=(-DexcludedTestClasses="$PIT_EXCLUDED_TESTS")
  echo "pit: $m (classes $classes, tests $tests${PIT_EXCLUDED_TESTS:+, not $PIT_EXCLUDED_TESTS})" >&2
  start=$(date +%s)
  load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
  history=()
  if [ -n "${PIT_HISTORY:-}" ]; then
    mkdir -p "$PIT_HISTORY"
    hist="$(cd "$PIT_HISTORY" && pwd)/$m.history"
    history=(-DhistoryOutputFile="$hist")
    [ -f "$hist" ] && history+=(-DhistoryInputFile="$hist")
  fi
  # shellcheck disable=SC2086 # PIT_MVN_ARGS is a list of words
  mvn -B -q ${PIT_MVN_ARGS:-} "${history[@]}" "${excluded[@]}" -Ppit -pl "$m" -am -Dspotless.apply.skip=true \
    -Dspotless.check.skip=true -Dpit.threads="${PIT_THREADS:-1}" -DtargetClasses="$classes" -DtargetTests="$tests" \
    test-compile org.pitest:pitest-maven:mutationCoverage
  report="$m/target/pit-reports/mutations.xml"
  if [ ! -f "$report" ]; then
    echo "pit: $m: no report ($report)" >&2
    summary+=("$m: no report")
    continue
  fi
  total=$(grep -c '<mutation ' "$report" || true)
  killed=$(grep -c "<mutation detected='true'" "$report" || true)
  nocov=$(grep -c "status='NO_COVERAGE'" "$report" || true)
  line="$m: $killed of $total mutants killed"
  if [ "$total" -gt 0 ]; then
    line="$line ($(awk -v k="$killed" -v t="$total" 'BEGIN{printf "%.1f", 100*k/t}')% mutation score), $nocov not covered"
  fi
  # the project summary's first legend is the line coverage of the mutated classes ("covered/all")
  cov=$(grep -o -m1 "coverage_legend\">[0-9]*/[0-9]*" "$m/target/pit-reports/index.html" 2>/dev/null | cut -d'>' -f2 || true)
  if [ -n "$cov" ]; then
    line="$line; line coverage $cov ($(awk -v c="${cov%/*}" -v t="${cov#*/}" 'BEGIN{printf "%.1f", 100*c/t}')%)"
  fi
  summary+=("$line; $(( $(date +%s) - start )) s; load average $load_before at start, $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') at end")
done
printf '%s\n' "${summary[@]}"
