import type PDFDocument from 'pdfkit';

let pdfkitModule: Promise<typeof PDFDocument> | undefined;

/**
 * pdfkit (with fontkit under it) takes about half a second to load, and only PDF exports, reports and QR cards use
 * it: it loads with the first of them, not at server start.
 */
export const loadPdfKit = (): Promise<typeof PDFDocument> => (pdfkitModule ??= import('pdfkit').then((module) => module.default));
