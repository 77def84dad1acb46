/**
 * The allocation schemes BC, BR, BRMS and BRMMS of Zhou, Walsh and Brent (JSSPP 2000) as policies
 * of the gang engine, and their registration as {@code --scheduler gang:SCHEME}.
 */
package org.schedlab.gang.scheme;
