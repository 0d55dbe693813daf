import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { IsNull, Not, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { SessionUser } from '../auth/session-user';
import { ListQueryParams, ListResult } from '../common/list-query/list-query';
import { Transactions } from '../database/transactions';
import { Provider } from '../providers/entities/provider.entity';
import { Terminal } from '../providers/entities/terminal.entity';
import { ProviderChanges } from '../providers/provider-changes.service';
import { TerminalsService } from '../providers/terminals.service';
import { GalleryImageDto, ImageUseDto, UploadedImageDto } from './dto/image.dto';
import { galleryPage, parseGalleryQuery } from './gallery';
import { ImageFiles, StoredImage } from './image-files';
import { ImageKind, isGeneratedName, kindOfFolder, STORED_EXTENSION } from './image-names';
import { processImage } from './image-processing';
import { IMAGE_RULES } from '../domain/catalogue-rules/image-rules';
import { readImageUpload } from './image-upload';

export const IMAGE_NOT_A_STORED_NAME = 'Not the name of an uploaded image';

/**
 * Logo and terminal-image uploads and the gallery of stored images. An upload is read (bounded),
 * judged by content, re-encoded (image-processing.ts) and stored under a generated name; then the
 * provider's logo or the terminal's imageUrl is set through the providers' own change path (so it
 * is audited, versioned and reaches the comparison). Anything refused leaves nothing on disk.
 */
@Injectable()
export class UploadsService {
  constructor(
    private readonly files: ImageFiles,
    private readonly providerChanges: ProviderChanges,
    private readonly terminals: TerminalsService,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectRepository(Terminal) private readonly terminalRows: Repository<Terminal>,
  ) {}

  async uploadLogo(providerId: number, request: FastifyRequest, user: SessionUser): Promise<UploadedImageDto> {
    return this.upload('logo', request, providerId, async (url) => {
      await this.providerChanges.update(providerId, { logo: url, reason: 'Logo uploaded' }, user);
    });
  }

  async uploadTerminalImage(terminalId: number, request: FastifyRequest, user: SessionUser): Promise<UploadedImageDto> {
    return this.upload('terminal-image', request, terminalId, async (url) => {
      await this.terminals.update(terminalId, { imageUrl: url, reason: 'Image uploaded' }, user);
    });
  }

  async list(params: ListQueryParams): Promise<ListResult<GalleryImageDto>> {
    const query = parseGalleryQuery(params);
    const [stored, uses] = await Promise.all([this.files.list(), this.uses()]);
    return galleryPage(
      stored.map((image) => toGalleryImage(image, uses.get(image.url) ?? [])),
      query,
    );
  }

  /** Removes an image nothing shows (409 while a provider or terminal does), audited. */
  async remove(folder: string, filename: string, user: SessionUser): Promise<GalleryImageDto> {
    const kind = kindOfFolder(folder);
    if (!kind) throw new NotFoundException('No such image folder: use logos or terminal-images');
    if (!isGeneratedName(filename)) throw new BadRequestException(IMAGE_NOT_A_STORED_NAME);
    const image = await this.files.find(kind, filename);
    if (!image) throw new NotFoundException('Image not found');
    return this.transactions.run(async (manager) => {
      const usedBy = (await this.uses(manager.getRepository(Provider), manager.getRepository(Terminal))).get(image.url) ?? [];
      if (usedBy.length)
        throw new ConflictException(`The image is in use by ${usedBy.map((use) => `${use.type} ${use.name}`).join(', ')}: choose another image there first`);
      await this.audit.record(manager, {
        action: 'delete',
        tableName: 'uploads',
        recordId: filename.slice(0, -STORED_EXTENSION.length),
        changedFields: [{ field: 'file', oldValue: image.url, newValue: null }],
        crmUserId: user.id,
      });
      // Last, so that a failed entry keeps the file; a failed removal undoes the entry.
      if (!(await this.files.remove(kind, filename))) throw new NotFoundException('Image not found');
      return toGalleryImage(image, []);
    });
  }

  private async upload(kind: ImageKind, request: FastifyRequest, recordId: number, setOnRecord: (url: string) => Promise<void>): Promise<UploadedImageDto> {
    const input = await readImageUpload(request, IMAGE_RULES[kind]);
    await this.assertRecord(kind, recordId);
    const processed = await processImage(input, kind);
    const stored = await this.files.store(kind, processed.data);
    try {
      await setOnRecord(stored.url);
    } catch (error) {
      await this.files.remove(kind, stored.filename);
      throw error;
    }
    return { filename: stored.filename, url: stored.url, type: kind, size: stored.size, width: processed.width, height: processed.height, recordId };
  }

  /** 404 before any decoding work when the record does not exist. */
  private async assertRecord(kind: ImageKind, id: number): Promise<void> {
    const exists = kind === 'logo' ? await this.providers.exists({ where: { id } }) : await this.terminalRows.exists({ where: { id } });
    if (!exists) throw new NotFoundException(kind === 'logo' ? `Provider ${id} not found` : `Terminal ${id} not found`);
  }

  /** Which providers and terminals show each stored image (the catalogue tables are small). */
  private async uses(providers = this.providers, terminals = this.terminalRows): Promise<Map<string, ImageUseDto[]>> {
    const uses = new Map<string, ImageUseDto[]>();
    const add = (url: string, use: ImageUseDto) => uses.set(url, [...(uses.get(url) ?? []), use]);
    for (const p of await providers.find({ where: { logo: Not(IsNull()) }, select: { id: true, name: true, logo: true }, order: { id: 'ASC' } })) {
      add(p.logo!, { type: 'provider', id: p.id, name: p.name });
    }
    for (const t of await terminals.find({ where: { imageUrl: Not(IsNull()) }, select: { id: true, name: true, imageUrl: true }, order: { id: 'ASC' } })) {
      add(t.imageUrl!, { type: 'terminal', id: t.id, name: t.name });
    }
    return uses;
  }
}

function toGalleryImage(image: StoredImage, usedBy: ImageUseDto[]): GalleryImageDto {
  return {
    id: image.filename,
    filename: image.filename,
    url: image.url,
    type: image.kind,
    size: image.size,
    lastModified: image.lastModified,
    inUse: usedBy.length > 0,
    usedBy,
  };
}
