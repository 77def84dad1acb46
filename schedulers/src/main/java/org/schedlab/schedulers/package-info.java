/** Job schedulers, each registered by a stable name; one package per scheduler family. */
package org.schedlab.schedulers;
