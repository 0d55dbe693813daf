import PDFDocument from 'pdfkit';
import { PdfTextService, UnreadablePdfError } from './pdf-text.service';

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

describe('PdfTextService (pdf-parse in a worker thread)', () => {
  const service = new PdfTextService();
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
});
