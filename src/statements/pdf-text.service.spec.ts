import { Logger } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { JobCancelledError } from './job-queue';
import { DEFAULT_PDF_READER_OPTIONS, PdfTextService, UnreadablePdfError } from './pdf-text.service';
import { MAX_TEXT_CHARS } from './statement-values';

function pdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}

/**
 * A small file whose text layer is 250,000 one-letter lines: pdf.js keeps an object per line, so
 * reading it needs far more memory than a statement (it exhausts a 64 MB thread in about a second).
 */
function memoryHungryPdf(): Promise<Buffer> {
  return pdf((doc) => doc.text('Statement').addContent(`BT /F1 1 Tf 0.0001 TL 72 700 Td\n${"(a)'".repeat(250_000)}\nET`));
}

describe('PdfTextService (pdf-parse in worker threads)', () => {
  const service = new PdfTextService();
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => service.onModuleDestroy());

  it('reads the text layer of every page, without page markers, and renders nothing', async () => {
    const content = await service.read(await pdf((doc) => doc.text('Merchant statement, total sales £1,234.56').addPage().text('Number of transactions 99')));
    expect(content.text).toContain('Merchant statement, total sales £1,234.56');
    expect(content.text).toContain('Number of transactions 99');
    expect(content.text).not.toMatch(/-- \d+ of \d+ --/);
    expect(content).toMatchObject({ pageCount: 2, pageImages: [] });
  });

  it('renders the first pages as PNG when there is no text layer (a scan)', async () => {
    const content = await service.read(await pdf((doc) => doc.rect(50, 50, 200, 100).fill('#000')));
    expect(content.pageImages).toHaveLength(1);
    expect(Buffer.from(content.pageImages[0]).subarray(0, 4).toString('latin1')).toBe('\x89PNG');
  });

  it('refuses damaged and password-protected PDFs', async () => {
    const whole = await pdf((doc) => doc.text('Total sales £1,234.56'));
    await expect(service.read(whole.subarray(0, 300))).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(service.read(Buffer.from('%PDF-1.7\nnot really'))).rejects.toBeInstanceOf(UnreadablePdfError);
    const locked = await pdf((doc) => doc.text('secret'), { userPassword: 'secret', ownerPassword: 'owner' });
    await expect(service.read(locked)).rejects.toThrow(/PasswordException/);
  });

  it('reads several PDFs at once and keeps working after a failure', async () => {
    const files = await Promise.all(['one', 'two', 'three'].map((word) => pdf((doc) => doc.text(`Statement ${word}`))));
    const texts = await Promise.all([...files.map((file) => service.read(file)), service.read(Buffer.from('%PDF-')).catch(() => null)]);
    expect(texts.slice(0, 3).map((c) => c?.text.trim())).toEqual(['Statement one', 'Statement two', 'Statement three']);
    expect((await service.read(files[0])).text.trim()).toBe('Statement one');
  });

  it('cuts the text layer to what the parser reads', async () => {
    const hostile = `£1${' 000'.repeat(100_000)}`;
    const content = await service.read(await pdf((doc) => doc.fontSize(0.001).text(hostile, { lineBreak: false })));
    expect(content.text).toHaveLength(MAX_TEXT_CHARS);
    expect(hostile.startsWith(content.text)).toBe(true);
  });

  it('refuses to render a scanned page whose picture would be over the pixel cap, before drawing it', async () => {
    // 10 x 14,400 points: 1700 px wide, it would be 2.4 million px tall (4 gigapixels).
    const strip = await pdf((doc) => doc.rect(0, 0, 10, 14_400).fill('#000'), { size: [10, 14_400] });
    await expect(service.read(strip)).rejects.toThrow(/PageTooLargeError/);
  });

  it('fails only the PDF that exhausts its thread: good PDFs read meanwhile or after are answered', async () => {
    const small = new PdfTextService({ ...DEFAULT_PDF_READER_OPTIONS, maxHeapMb: 64 });
    try {
      const [bad, good, later] = await Promise.all([memoryHungryPdf(), pdf((doc) => doc.text('Statement one')), pdf((doc) => doc.text('Statement two'))]);
      const reads = await Promise.allSettled([small.read(bad), small.read(good), small.read(later)]);
      expect(reads[0]).toMatchObject({ status: 'rejected', reason: expect.any(UnreadablePdfError) });
      expect(reads.slice(1).map((read) => (read.status === 'fulfilled' ? read.value.text.trim() : read.reason))).toEqual(['Statement one', 'Statement two']);
    } finally {
      await small.onModuleDestroy();
    }
  });

  it('ends the reading thread when the caller goes away', async () => {
    const own = new PdfTextService();
    try {
      const caller = new AbortController();
      const reading = own.read(await pdf((doc) => doc.text('Total sales £1,234.56')), caller.signal);
      expect(own.load).toEqual({ running: 1, waiting: 0, threads: 1 });
      caller.abort();
      await expect(reading).rejects.toBeInstanceOf(JobCancelledError);
      expect(own.load.threads).toBe(0);
    } finally {
      await own.onModuleDestroy();
    }
  });
});
