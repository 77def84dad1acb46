package org.schedlab.experiments.repro.judge;

import java.util.ArrayList;
import java.util.List;
import org.schedlab.experiments.repro.paper.Claim;
import org.schedlab.experiments.repro.paper.Decision;
import org.schedlab.experiments.repro.paper.Mode;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Results;
import org.schedlab.experiments.repro.paper.Table;

/**
 * A paper's tables and claims evaluated on one run's results (under the paper's reading).
 *
 * @param paper the paper as run (its reading included)
 * @param results the results
 * @param tables every table with at least one cell that ran
 * @param claims every claim and check with its verdict and explanation
 */
public record Evaluation(Paper paper, Results results, List<TableResult> tables, List<Evaluated> claims) {
    public Evaluation {
        tables = List.copyOf(tables);
        claims = List.copyOf(claims);
    }

    /** Evaluates every table and claim of {@code paper} on {@code results}, a run in {@code mode}. */
    public static Evaluation of(Paper paper, Results results, Mode mode) {
        List<TableResult> tables = new ArrayList<>();
        for (Table t : paper.tables()) {
            TableResult tr = TableResult.of(t, paper, results);
            if (tr.cells().stream().allMatch(c -> c.kind().equals("skipped"))) {
                continue;
            }
            tables.add(tr);
        }
        List<Evaluated> evaluated = new ArrayList<>();
        for (Claim c : allClaims(paper)) {
            Evaluated e;
            try {
                e = new Evaluated(c, c.check().apply(results), null, null);
            } catch (RuntimeException ex) {
                e = new Evaluated(c, null, ex.getMessage(), null);
            }
            Decision.Outcome o = e.outcome();
            String why = o == null ? null : paper.explanation(c, o, mode);
            evaluated.add(new Evaluated(c, e.verdict(), e.error(), why));
        }
        return new Evaluation(paper, results, tables, evaluated);
    }

    /** The evaluated claims (not checks). */
    public List<Evaluated> claimsOnly() {
        return claims.stream().filter(e -> e.claim().kind() == Claim.Kind.CLAIM).toList();
    }

    /** The evaluated checks. */
    public List<Evaluated> checksOnly() {
        return claims.stream().filter(e -> e.claim().kind() == Claim.Kind.CHECK).toList();
    }

    /** The Java claims of {@code paper} plus one claim per published cell of every table with a tolerance. */
    public static List<Claim> allClaims(Paper paper) {
        List<Claim> all = new java.util.ArrayList<>(paper.claims());
        paper.tables().forEach(t -> all.addAll(TableResult.claims(t, paper)));
        return all;
    }
}
