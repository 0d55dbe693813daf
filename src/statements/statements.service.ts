import {
  BadRequestException,
  Injectable,
  Logger,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TrackingEvent } from '../analytics/entities/tracking-event.entity';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesService } from '../profiles/profiles.service';
import { Provider } from '../providers/entities/provider.entity';
import { AnalysisResponseDto } from './dto/analysis-response.dto';
import { imageSize, sniffFileType, StatementFileType } from './file-type';
import { OcrFailedError, OcrService } from './ocr.service';
import { PdfTextService, UnreadablePdfError } from './pdf-text.service';
import { StatementMessages, STATEMENT_MESSAGES } from './statement-messages';
import { parseStatement } from './statement-parser';
import { summariseFindings } from './statement-summary';
import type { StatementUpload } from './statement-upload';

/** Larger pictures are refused before OCR decodes them (a 10 MB PNG can hide gigabytes of pixels). */
const MAX_IMAGE_PIXELS = 50_000_000;

interface ReadText {
  text: string;
  isOcr: boolean;
}

/**
 * Statement analysis: checks the upload, reads its text (PDF text layer, or OCR for images and
 * scanned PDFs), finds the figures, and records a document_upload event for the funnel. The file
 * lives only in memory for the length of the request; nothing is written to disk.
 */
@Injectable()
export class StatementsService {
  private readonly logger = new Logger(StatementsService.name);

  constructor(
    @InjectRepository(BusinessProfile) private readonly profiles: Repository<BusinessProfile>,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(TrackingEvent) private readonly events: Repository<TrackingEvent>,
    private readonly pdf: PdfTextService,
    private readonly ocr: OcrService,
    private readonly owners: ProfilesService,
  ) {}

  async analyze(upload: StatementUpload, sessionId: string | undefined): Promise<AnalysisResponseDto> {
    const profile = await this.findProfile(upload.businessProfileId, sessionId);
    const file = upload.file;
    if (!file || file.data.length === 0) throw new BadRequestException(STATEMENT_MESSAGES.fileRequired);
    if (file.isTruncated) throw new PayloadTooLargeException(STATEMENT_MESSAGES.tooLarge);
    const type = sniffFileType(file.data);
    if (!type) throw new UnsupportedMediaTypeException(STATEMENT_MESSAGES.unsupportedType);

    const started = Date.now();
    const { text, isOcr } = await this.readText(file.data, type);
    const names = (await this.providers.find({ select: { name: true } })).map((provider) => provider.name);
    const { figures } = parseStatement(text, names);
    const found = Object.keys(figures);
    this.logger.log(`Statement analysed: ${type}${isOcr ? ' (OCR)' : ''}, ${found.length} figures, ${Date.now() - started} ms`);

    await this.recordUpload(profile, type, isOcr, found);
    return { extractedData: figures, summary: summariseFindings(figures) };
  }

  /** 400 when no id is given; 404 when it names no profile this session owns; both with the wizard's message. */
  private async findProfile(id: string | undefined, sessionId: string | undefined): Promise<BusinessProfile> {
    if (!id) throw new BadRequestException(STATEMENT_MESSAGES.profileRequired);
    return this.owners.findOwned(id, sessionId, STATEMENT_MESSAGES.profileRequired);
  }

  private async readText(data: Buffer, type: StatementFileType): Promise<ReadText> {
    if (type === 'pdf') return this.readPdf(data);
    const size = imageSize(data, type);
    if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw new UnprocessableEntityException(STATEMENT_MESSAGES.unreadableImage);
    return { text: await this.recognize(data, 'unreadableImage'), isOcr: true };
  }

  private async readPdf(data: Buffer): Promise<ReadText> {
    let content;
    try {
      content = await this.pdf.read(data);
    } catch (error) {
      if (error instanceof UnreadablePdfError) {
        this.logger.log(`Unreadable PDF: ${error.message}`);
        throw new UnprocessableEntityException(STATEMENT_MESSAGES.unreadablePdf);
      }
      this.logger.error(`PDF reader unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(STATEMENT_MESSAGES.unavailable);
    }
    if (content.pageImages.length === 0) return { text: content.text, isOcr: false };
    // (Almost) no text layer: a scanned statement. OCR its first pages; what little text there
    // was is kept only when OCR finds nothing (both together would count table rows twice).
    const pages: string[] = [];
    for (const image of content.pageImages) pages.push(await this.recognize(image, 'unreadablePdf'));
    const ocrText = pages.join('\n');
    return ocrText.trim() ? { text: ocrText, isOcr: true } : { text: content.text, isOcr: false };
  }

  private async recognize(image: Uint8Array, failure: keyof StatementMessages): Promise<string> {
    try {
      return await this.ocr.recognize(image);
    } catch (error) {
      if (error instanceof OcrFailedError) {
        this.logger.log(`OCR failed: ${error.message}`);
        throw new UnprocessableEntityException(STATEMENT_MESSAGES[failure]);
      }
      this.logger.error(`OCR unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw new ServiceUnavailableException(STATEMENT_MESSAGES.unavailable);
    }
  }

  /** Feeds the funnel's documentUploadRate; a failure here is logged and never spoils the answer. */
  private async recordUpload(profile: BusinessProfile, type: StatementFileType, isOcr: boolean, found: string[]): Promise<void> {
    try {
      await this.events.insert({ sessionHash: profile.sessionHash, type: 'document_upload', path: '/api/analyze-document', data: { fileType: type, ocr: isOcr, found } });
      await this.profiles.update({ id: profile.id }, { lastActivityAt: new Date() });
    } catch (error) {
      this.logger.warn(`Could not record the document upload: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
