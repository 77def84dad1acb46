/** Out-of-order scheduling with a bounded overtake count: OOCB-B and FPFS-MaxJumps. */
package org.schedlab.schedulers.oocb;
