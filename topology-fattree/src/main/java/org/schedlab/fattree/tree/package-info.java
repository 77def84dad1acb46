/** The k-ary n-tree: node ids, switch stages and the aligned node groups below each switch. */
package org.schedlab.fattree.tree;
