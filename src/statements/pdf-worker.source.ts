/**
 * The script of the PDF reading thread (see pdf-text.service.ts), kept as source text so it runs
 * as plain Node.js in any setting (compiled app, ts-node, jest): pdf.js loads its own worker
 * module with a dynamic import, which jest's module sandbox cannot do.
 *
 * Message in: { id, data: Uint8Array, maxPages, ocrPages, imageWidth, minTextChars }.
 * Message out: { id, text, pageCount, images: Uint8Array[] } or { id, error: { name, message } }.
 * Page images are rendered only when the PDF has no text layer worth reading (a scan).
 */
export const PDF_WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParsePath);

function meaningfulChars(text) {
  return (text.match(/[A-Za-z0-9]/g) || []).length;
}

parentPort.on('message', async (job) => {
  const parser = new PDFParse({ data: job.data, verbosity: 0, isEvalSupported: false });
  try {
    const result = await parser.getText({ first: job.maxPages, pageJoiner: '' });
    let images = [];
    if (meaningfulChars(result.text) < job.minTextChars) {
      const shots = await parser.getScreenshot({ first: job.ocrPages, desiredWidth: job.imageWidth, imageDataUrl: false, imageBuffer: true });
      images = shots.pages.map((page) => page.data);
    }
    parentPort.postMessage({ id: job.id, text: result.text, pageCount: result.total, images });
  } catch (error) {
    const name = error && error.name ? String(error.name) : 'Error';
    const message = error && error.message ? String(error.message) : String(error);
    parentPort.postMessage({ id: job.id, error: { name, message } });
  } finally {
    try {
      await parser.destroy();
    } catch {
      // nothing left to free
    }
  }
});
`;
