// The renderer behind one import: it pulls in fontkit and qrcode (and pdfkit or sharp when drawing), so the service
// loads it with the first QR file asked for rather than at server start.
export { buildScene } from './qr-designs';
export { renderPdf } from './qr-pdf';
export { PREVIEW_LONG_SIDE, PRINT_DPI, renderPng } from './qr-png';
