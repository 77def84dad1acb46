package org.schedlab.experiments.gang2000;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.schedlab.experiments.repro.paper.Paper;
import org.schedlab.experiments.repro.paper.Table;

/** The consistency check of a gang table's t_ta against its class means. */
class ClassSharesTest {
    private static Table table2() {
        return new Gang2000()
                .tables().stream()
                        .filter(t -> t.id().equals("table2"))
                        .findFirst()
                        .orElseThrow();
    }

    @Test
    void findsTheOneRowOfTable2ThatItsClassMeansContradict() {
        ClassShares fit = ClassShares.fit(table2());
        assertThat(fit.outliers()).hasSize(1);
        int row = fit.outliers().get(0);
        assertThat(fit.labels().get(row)).isEqualTo("0.9 BR");
        assertThat(fit.printed(row)).isEqualTo(1151.24);
        assertThat(fit.implied(row)).isCloseTo(1550.8, within(0.5));
        // the other 15 rows agree with one set of shares to a few hundredths of a percent
        assertThat(fit.worstKept()).isLessThan(0.0003);
        assertThat(fit.shares()[0] + fit.shares()[1] + fit.shares()[2]).isCloseTo(1, within(0.01));
        assertThat(fit.describe()).contains("15 of 16 rows within").contains("0.9 BR prints t_ta 1151.24");
    }

    @Test
    void aConsistentTableHasNoOutlierAndTheErratumFollowsThePrintedTable() {
        Table t = table2();
        // print the implied value instead of 1151.24: the table becomes consistent
        double implied = ClassShares.fit(t).implied(13);
        List<List<Double>> paper = new ArrayList<>();
        for (List<Double> r : t.paper()) {
            paper.add(new ArrayList<>(r));
        }
        paper.get(13).set(3, implied);
        Table fixed = new Table(
                t.id(),
                t.caption(),
                t.unit(),
                t.scale(),
                t.defaults(),
                t.rows(),
                t.columns(),
                paper,
                t.tolerance(),
                t.relative());
        assertThat(ClassShares.fit(fixed).outliers()).isEmpty();

        List<Paper.Erratum> errata = new Gang2000().errata();
        assertThat(errata).hasSize(1);
        assertThat(errata.get(0).table()).isEqualTo("table2");
        assertThat(errata.get(0).row()).isEqualTo("0.9 BR");
        assertThat(errata.get(0).column()).isEqualTo("t_ta");
        assertThat(errata.get(0).implied()).isCloseTo(1550.8, within(0.5));
    }
}
