package org.schedlab.experiments;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.MapBinder;
import org.schedlab.experiments.coalloc2000.Coalloc2000;
import org.schedlab.experiments.fattree2009.Fattree2009;
import org.schedlab.experiments.gang2000.Gang2000;
import org.schedlab.experiments.mpl2009.Mpl2009;
import org.schedlab.experiments.run.Papers;
import org.schedlab.experiments.window2011.Window2011;

/** Registers the five reproduced papers, in the order {@code list} and {@code reproduce all} use. */
public final class ExperimentsModule implements Module {
    @Override
    public void configure(Binder binder) {
        MapBinder<String, Papers.Paper> papers = Papers.registry(binder);
        papers.addBinding(Window2011.ID)
                .toInstance(new Papers.Paper(
                        Window2011.ID,
                        "Ababneh & Bani-Mohammad, a window-based job scheduling scheme for 2D mesh"
                                + " multicomputers, SIMPAT 2011",
                        Window2011::new));
        papers.addBinding(Mpl2009.ID)
                .toInstance(new Papers.Paper(
                        Mpl2009.ID,
                        "Ababneh, submesh allocation with the free-list approach: global placement schemes,"
                                + " Performance Evaluation 2009",
                        Mpl2009::new));
        papers.addBinding(Gang2000.ID)
                .toInstance(new Papers.Paper(
                        Gang2000.ID,
                        "Zhou, Walsh & Brent, resource allocation schemes for gang scheduling, JSSPP 2000",
                        Gang2000::new));
        papers.addBinding(Coalloc2000.ID)
                .toInstance(new Papers.Paper(
                        Coalloc2000.ID,
                        "Bucur & Epema, the influence of the structure and sizes of jobs on co-allocation,"
                                + " JSSPP 2000",
                        Coalloc2000::new));
        papers.addBinding(Fattree2009.ID)
                .toInstance(new Papers.Paper(
                        Fattree2009.ID,
                        "Pascual, Navaridas & Miguel-Alonso, effects of topology-aware allocation policies on"
                                + " scheduling performance, JSSPP 2009",
                        Fattree2009::new));
    }
}
