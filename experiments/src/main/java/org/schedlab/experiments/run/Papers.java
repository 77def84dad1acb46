package org.schedlab.experiments.run;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The papers SchedLab reproduces: a registry, by stable id. A module registers a paper with
 * {@code Papers.registry(binder()).addBinding(id).toInstance(new Papers.Paper(id, title, Impl::new))};
 * {@code schedlab list} and {@code schedlab reproduce} read the registry ({@link Registry#papers}),
 * in registration order. The five papers of this module are registered by {@link
 * org.schedlab.experiments.ExperimentsModule}.
 */
public final class Papers {
    private Papers() {}

    /**
     * One reproduced paper.
     *
     * @param id the stable id used by {@code schedlab reproduce}
     * @param title authors, title, venue and year
     * @param reproduction builds the reproduction (its sweeps, figures and claims); called when
     *     the paper is listed with its readings or run
     */
    public record Paper(String id, String title, Supplier<org.schedlab.experiments.repro.paper.Paper> reproduction) {
        public Paper {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(reproduction, "reproduction");
            if (id.isEmpty() || id.equals("all")) {
                throw new IllegalArgumentException("a paper id is non-empty and not 'all': '" + id + "'");
            }
        }

        // Hand-written for start-up, as NamedSchedulerFactory's are (why: there). The hash is the
        // id's alone: equal papers have equal ids, and different registrations differ in their ids.
        @Override
        public boolean equals(Object o) {
            return o == this
                    || o instanceof Paper p
                            && id.equals(p.id)
                            && title.equals(p.title)
                            && reproduction.equals(p.reproduction);
        }

        @Override
        public int hashCode() {
            return id.hashCode();
        }
    }

    /** The registry of papers, by id. */
    public static MapBinder<String, Paper> registry(Binder binder) {
        return MapBinder.newMapBinder(binder, String.class, Paper.class);
    }
}
