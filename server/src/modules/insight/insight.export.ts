// The insight module's data files, installed into the export pipeline by composition/export-writers.ts.
export { writeInsightReportXlsx as writeInsightReport } from './report-insight.xlsx';
export { writeYahooReportXlsx as writeYahooReport } from './report-yahoo.xlsx';
export { writeClientReportPdf as writeClientReport } from './report-client.pdf';
export { writeSearchQueryExport } from './search-query.export';
