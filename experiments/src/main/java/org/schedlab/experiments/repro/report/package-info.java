/**
 * Everything a reader opens after a run: {@code report.md} ({@link ReportWriter}), {@code
 * report.html} ({@link HtmlReport}), the readings summary ({@link ReadingsReport}), the figures'
 * CSVs and charts ({@link FigureCsv}, {@link ChartWriter}) with the links between claims and figures
 * ({@link ClaimLinks}), and the ownership of the output folder ({@link OutputFolder}). It is the top
 * role: it may use judge, plan and paper, and none of them uses it.
 */
package org.schedlab.experiments.repro.report;
