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
# reproductions. Its whole test suite per mutant would take many hours, so it runs as five passes,
# one per package, each with the tests that exercise that package:
#   cli                                 the cli tests, not ReproduceSignalTest (it kills a child
#                                       JVM, where no mutant lives)
#   repro.plan, repro.judge,            the repro and cli tests, not SubsetRunTest,
#   repro.report                        QuickReproductionTest and ReadingsTest (whole quick
#                                       reproductions, minutes each) nor ReproduceSignalTest
#   view.ViewData                       the view tests and cli.ViewCommandTest
# and prints a line per pass and the module's total (killed and mutants summed over the passes).
# Each pass keeps its own history (DIR/experiments-PASS.history) and its reports
# (experiments/target/pit-reports-PASS). PIT_TARGET_CLASSES or PIT_TARGET_TESTS replace the passes
# by one run with what they give.
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

# The passes of module $1, one a line: NAME|CLASSES|TESTS|EXCLUDED TESTS (comma-separated globs; an
# empty NAME is the module's single pass).
passes_of() {
  local pkg
  pkg="$(package_of "$1")"
  if [ -n "${PIT_TARGET_CLASSES:-}${PIT_TARGET_TESTS:-}" ] || [ "$1" != experiments ]; then
    echo "|${PIT_TARGET_CLASSES:-$pkg.*}|${PIT_TARGET_TESTS:-$pkg.*}|${PIT_EXCLUDED_TESTS:-}"
    return
  fi
  local heavy="$pkg.repro.report.SubsetRunTest,$pkg.repro.QuickReproductionTest,$pkg.repro.ReadingsTest"
  local signal="$pkg.cli.ReproduceSignalTest"
  local sep=${PIT_EXCLUDED_TESTS:+,}
  echo "cli|$pkg.cli.*|$pkg.cli.*|$signal$sep${PIT_EXCLUDED_TESTS:-}"
  for p in plan judge report; do
    echo "repro.$p|$pkg.repro.$p.*|$pkg.repro.*,$pkg.cli.*|$heavy,$signal$sep${PIT_EXCLUDED_TESTS:-}"
  done
  echo "view.ViewData|$pkg.view.ViewData*|$pkg.view.*,$pkg.cli.ViewCommandTest|${PIT_EXCLUDED_TESTS:-}"
}

summary=()
for m in "${modules[@]}"; do
  package_of "$m" >/dev/null
  sum_total=0 sum_killed=0 sum_nocov=0 sum_covered=0 sum_lines=0 sum_seconds=0 n_passes=0
  while IFS='|' read -r pass classes tests excludedtests; do
    label="$m${pass:+ $pass}"
    excluded=()
    [ -n "$excludedtests" ] && excluded=(-DexcludedTestClasses="$excludedtests")
    echo "pit: $label (classes $classes, tests $tests${excludedtests:+, not $excludedtests})" >&2
    start=$(date +%s)
    load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
    history=()
    if [ -n "${PIT_HISTORY:-}" ]; then
      mkdir -p "$PIT_HISTORY"
      hist="$(cd "$PIT_HISTORY" && pwd)/$m${pass:+-$pass}.history"
      history=(-DhistoryOutputFile="$hist")
      [ -f "$hist" ] && history+=(-DhistoryInputFile="$hist")
    fi
    rm -rf "$m/target/pit-reports" # a pass that mutates nothing must not report an earlier pass
    # shellcheck disable=SC2086 # PIT_MVN_ARGS is a list of words
    mvn -B -q ${PIT_MVN_ARGS:-} "${history[@]}" "${excluded[@]}" -Ppit -pl "$m" -am -Dspotless.apply.skip=true \
      -Dspotless.check.skip=true -Dpit.threads="${PIT_THREADS:-1}" -DtargetClasses="$classes" -DtargetTests="$tests" \
      test-compile org.pitest:pitest-maven:mutationCoverage </dev/null
    reports="$m/target/pit-reports"
    if [ -n "$pass" ]; then
      rm -rf "$reports-$pass"
      [ -d "$reports" ] && cp -r "$reports" "$reports-$pass"
      reports="$reports-$pass"
    fi
    report="$reports/mutations.xml"
    if [ ! -f "$report" ]; then
      echo "pit: $label: no report ($report)" >&2
      summary+=("$label: no report")
      continue
    fi
    total=$(grep -c '<mutation ' "$report" || true)
    killed=$(grep -c "<mutation detected='true'" "$report" || true)
    nocov=$(grep -c "status='NO_COVERAGE'" "$report" || true)
    line="$label: $killed of $total mutants killed"
    if [ "$total" -gt 0 ]; then
      line="$line ($(awk -v k="$killed" -v t="$total" 'BEGIN{printf "%.1f", 100*k/t}')% mutation score), $nocov not covered"
    fi
    # the project summary's first legend is the line coverage of the mutated classes ("covered/all")
    cov=$(grep -o -m1 "coverage_legend\">[0-9]*/[0-9]*" "$reports/index.html" 2>/dev/null | cut -d'>' -f2 || true)
    if [ -n "$cov" ]; then
      line="$line; line coverage $cov ($(awk -v c="${cov%/*}" -v t="${cov#*/}" 'BEGIN{printf "%.1f", 100*c/t}')%)"
      sum_covered=$((sum_covered + ${cov%/*})) sum_lines=$((sum_lines + ${cov#*/}))
    fi
    seconds=$(( $(date +%s) - start ))
    summary+=("$line; $seconds s; load average $load_before at start, $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?') at end")
    sum_total=$((sum_total + total)) sum_killed=$((sum_killed + killed)) sum_nocov=$((sum_nocov + nocov))
    sum_seconds=$((sum_seconds + seconds)) n_passes=$((n_passes + 1))
  done < <(passes_of "$m")
  if [ "$n_passes" -gt 1 ] && [ "$sum_total" -gt 0 ]; then
    summary+=("$m (the $n_passes passes summed): $sum_killed of $sum_total mutants killed ($(awk -v k="$sum_killed" \
      -v t="$sum_total" 'BEGIN{printf "%.1f", 100*k/t}')% mutation score), $sum_nocov not covered; line coverage \
$sum_covered/$sum_lines; $sum_seconds s")
  fi
done
printf '%s\n' "${summary[@]}"
