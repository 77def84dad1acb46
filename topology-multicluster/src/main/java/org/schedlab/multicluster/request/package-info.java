/** Co-allocation requests: component sizes and the request structure (total, ordered, unordered). */
package org.schedlab.multicluster.request;
