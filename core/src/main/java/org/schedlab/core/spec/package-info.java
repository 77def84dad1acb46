/** Spec strings ({@code name[:arg...]}) and the bad-input error every front end reports with exit 2. */
package org.schedlab.core.spec;
