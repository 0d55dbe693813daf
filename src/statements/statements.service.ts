import {
  BadRequestException,
  HttpException,
  Injectable,
  Logger,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { insertTrackingEvent } from '../analytics/tracking-rollup';
import { Transactions } from '../database/transactions';
import { BusinessProfile } from '../profiles/entities/business-profile.entity';
import { ProfilesService } from '../profiles/profiles.service';
import { Provider } from '../providers/entities/provider.entity';
import { AnalysisResponseDto } from './dto/analysis-response.dto';
import { imageSize, sniffFileType, StatementFileType } from './file-type';
import { JobCancelledError, JobTimedOutError, QueueFullError } from './job-queue';
import { OcrFailedError, OcrService } from './ocr.service';
import { PdfTextService, UnreadablePdfError } from './pdf-text.service';
import { CLIENT_CLOSED_REQUEST, StatementMessages, STATEMENT_MESSAGES } from './statement-messages';
import type { StatementAnalysis } from './statement-parser';
import { StatementParserService } from './statement-parser.service';
import { summariseFindings } from './statement-summary';
import type { StatementUpload } from './statement-upload';
import { WorkerCrashedError } from './worker-pool';

/**
 * Larger pictures are refused before OCR decodes them (a 10 MB PNG can hide gigabytes of pixels),
 * and so are pictures whose size cannot be read from their header.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

interface ReadText {
  text: string;
  isOcr: boolean;
}

/**
 * Statement analysis: checks the upload, reads its text (PDF text layer, or OCR for images and
 * scanned PDFs), finds the figures, and records a document_upload event for the funnel. The file
 * lives only in memory for the length of the request; nothing is written to disk. Reading and
 * parsing run off the event loop, in bounded queues with deadlines, and stop when `signal`
 * aborts (the client went away).
 */
@Injectable()
export class StatementsService {
  private readonly logger = new Logger(StatementsService.name);

  constructor(
    @InjectRepository(BusinessProfile) private readonly profiles: Repository<BusinessProfile>,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    private readonly transactions: Transactions,
    private readonly pdf: PdfTextService,
    private readonly ocr: OcrService,
    private readonly owners: ProfilesService,
    private readonly parser: StatementParserService,
  ) {}

  async analyze(upload: StatementUpload, sessionId: string | undefined, signal?: AbortSignal): Promise<AnalysisResponseDto> {
    const profile = await this.findProfile(upload.businessProfileId, sessionId);
    const file = upload.file;
    if (!file || file.data.length === 0) throw new BadRequestException(STATEMENT_MESSAGES.fileRequired);
    if (file.isTruncated) throw new PayloadTooLargeException(STATEMENT_MESSAGES.tooLarge);
    const type = sniffFileType(file.data);
    if (!type) throw new UnsupportedMediaTypeException(STATEMENT_MESSAGES.unsupportedType);

    const started = Date.now();
    const { text, isOcr } = await this.readText(file.data, type, signal);
    const { figures, confidence, checks } = await this.findFigures(text, type, isOcr, signal);
    const found = Object.keys(figures);
    this.logger.log(`Statement analysed: ${type}${isOcr ? ' (OCR)' : ''}, ${found.length} figures, ${Date.now() - started} ms`);

    await this.recordUpload(profile, type, isOcr, found);
    return { extractedData: figures, confidence, checks, summary: summariseFindings(figures) };
  }

  /** 400 when no id is given; 404 when it names no profile this session owns; both with the wizard's message. */
  private async findProfile(id: string | undefined, sessionId: string | undefined): Promise<BusinessProfile> {
    if (!id) throw new BadRequestException(STATEMENT_MESSAGES.profileRequired);
    return this.owners.findOwned(id, sessionId, STATEMENT_MESSAGES.profileRequired);
  }

  private async readText(data: Buffer, type: StatementFileType, signal?: AbortSignal): Promise<ReadText> {
    if (type === 'pdf') return this.readPdf(data, signal);
    const size = imageSize(data, type);
    if (!size || size.width * size.height > MAX_IMAGE_PIXELS) throw new UnprocessableEntityException(STATEMENT_MESSAGES.unreadableImage);
    const [text] = await this.recognize([data], 'unreadableImage', signal);
    return { text, isOcr: true };
  }

  private async readPdf(data: Buffer, signal?: AbortSignal): Promise<ReadText> {
    let content;
    try {
      content = await this.pdf.read(data, signal);
    } catch (error) {
      if (error instanceof UnreadablePdfError) this.logger.log(`Unreadable PDF: ${error.message}`);
      throw this.toHttpError(error, 'PDF reader', 'unreadablePdf');
    }
    if (content.pageImages.length === 0) return { text: content.text, isOcr: false };
    // (Almost) no text layer: a scanned statement. OCR its first pages; what little text there
    // was is kept only when OCR finds nothing (both together would count table rows twice).
    const ocrText = (await this.recognize(content.pageImages, 'unreadablePdf', signal)).join('\n');
    return ocrText.trim() ? { text: ocrText, isOcr: true } : { text: content.text, isOcr: false };
  }

  private async recognize(images: Uint8Array[], failure: keyof StatementMessages, signal?: AbortSignal): Promise<string[]> {
    try {
      return await this.ocr.recognize(images, signal);
    } catch (error) {
      if (error instanceof OcrFailedError) this.logger.log(`OCR failed: ${error.message}`);
      throw this.toHttpError(error, 'OCR', failure);
    }
  }

  private async findFigures(text: string, type: StatementFileType, isOcr: boolean, signal?: AbortSignal): Promise<StatementAnalysis> {
    const names = (await this.providers.find({ select: { name: true } })).map((provider) => provider.name);
    try {
      return await this.parser.parse(text, names, signal, isOcr);
    } catch (error) {
      throw this.toHttpError(error, 'Statement parser', type === 'pdf' ? 'unreadablePdf' : 'unreadableImage');
    }
  }

  /**
   * The answer for a failed step: the file's fault (unreadable, past the deadline, out of memory)
   * is 422 (`failure`), a full queue 503 busy, a client that went away 499 (nobody reads it),
   * anything else 503 (the server's fault).
   */
  private toHttpError(error: unknown, step: string, failure: keyof StatementMessages): HttpException {
    if (error instanceof HttpException) return error;
    const isOutOfMemory = error instanceof WorkerCrashedError && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (error instanceof UnreadablePdfError || error instanceof OcrFailedError || error instanceof JobTimedOutError || isOutOfMemory) {
      return new UnprocessableEntityException(STATEMENT_MESSAGES[failure]);
    }
    if (error instanceof QueueFullError) {
      this.logger.warn(`Busy: ${error.message}`);
      return new ServiceUnavailableException(STATEMENT_MESSAGES.busy);
    }
    if (error instanceof JobCancelledError) {
      this.logger.log(`${step}: the client went away; its job was stopped`);
      return new HttpException(STATEMENT_MESSAGES.cancelled, CLIENT_CLOSED_REQUEST);
    }
    this.logger.error(`${step} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return new ServiceUnavailableException(STATEMENT_MESSAGES.unavailable);
  }

  /** Feeds the funnel's documentUploadRate; a failure here is logged and never spoils the answer. */
  private async recordUpload(profile: BusinessProfile, type: StatementFileType, isOcr: boolean, found: string[]): Promise<void> {
    try {
      // Stored and counted in the analytics' daily roll-ups in one transaction.
      await this.transactions.run((manager) =>
        insertTrackingEvent(manager, {
          sessionHash: profile.sessionHash,
          type: 'document_upload',
          step: null,
          path: '/api/analyze-document',
          data: { fileType: type, ocr: isOcr, found },
        }),
      );
      await this.profiles.update({ id: profile.id }, { lastActivityAt: new Date() });
    } catch (error) {
      this.logger.warn(`Could not record the document upload: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
