/**
 * The script of a PDF reading thread (see pdf-text.service.ts), kept as source text so it runs
 * as plain Node.js in any setting (compiled app, ts-node, jest): pdf.js loads its own worker
 * module with a dynamic import, which jest's module sandbox cannot do.
 *
 * Message in: { data: Uint8Array, maxPages, ocrPages, imageWidth, minTextChars, maxTextChars, maxPagePixels }.
 * Message out (WorkerReply): { result: { text, pageCount, images: Uint8Array[] } } or { error: { name, message } }.
 * The text is cut to maxTextChars. Page images are rendered only when the PDF has no text layer
 * worth reading (a scan), and only when every page to render fits in maxPagePixels at imageWidth:
 * the size is checked before any pixel is drawn.
 */
export const PDF_WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParsePath);

function meaningfulChars(text) {
  return (text.match(/[A-Za-z0-9]/g) || []).length;
}

class PageTooLargeError extends Error {
  constructor(message) {
    super(message);
    this.name = 'PageTooLargeError';
  }
}

async function checkPageSizes(parser, job) {
  const doc = await parser.load();
  const pages = Math.min(job.ocrPages, doc.numPages);
  for (let number = 1; number <= pages; number += 1) {
    const page = await doc.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    page.cleanup();
    const pixels = job.imageWidth * Math.ceil((height * job.imageWidth) / width);
    if (!(width > 0 && height > 0 && pixels <= job.maxPagePixels)) {
      throw new PageTooLargeError('Page ' + number + ' would render at ' + pixels + ' pixels (at most ' + job.maxPagePixels + ')');
    }
  }
}

parentPort.on('message', async (job) => {
  const parser = new PDFParse({ data: job.data, verbosity: 0, isEvalSupported: false });
  try {
    const read = await parser.getText({ first: job.maxPages, pageJoiner: '' });
    const text = read.text.slice(0, job.maxTextChars);
    let images = [];
    if (meaningfulChars(text) < job.minTextChars) {
      await checkPageSizes(parser, job);
      const shots = await parser.getScreenshot({ first: job.ocrPages, desiredWidth: job.imageWidth, imageDataUrl: false, imageBuffer: true });
      images = shots.pages.map((page) => page.data);
    }
    parentPort.postMessage({ result: { text, pageCount: read.total, images } });
  } catch (error) {
    const name = error && error.name ? String(error.name) : 'Error';
    const message = error && error.message ? String(error.message) : String(error);
    parentPort.postMessage({ error: { name, message } });
  } finally {
    try {
      await parser.destroy();
    } catch {
      // nothing left to free
    }
  }
});
`;
