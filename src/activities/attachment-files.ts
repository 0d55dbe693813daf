import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import type { AttachmentType } from '../domain/attachment-rules';

/**
 * The folder of activity attachments, under the uploads folder beside the logos and terminal
 * images. The static file server answers only those images' names, so nothing here is public: a
 * file is read through the activities' download route, which checks the partner scope.
 */
export const ATTACHMENTS_FOLDER = 'activity-attachments';

const EXTENSIONS: Readonly<Record<AttachmentType, string>> = { pdf: '.pdf', png: '.png', jpeg: '.jpg' };
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(pdf|png|jpg)$/;

/**
 * The attachment files on disk. Every name is generated here (a random UUID and the extension of
 * the type found in the content); any other name is refused before the disk is touched.
 */
@Injectable()
export class AttachmentFiles {
  private readonly folder: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = join(config.uploadDir, ATTACHMENTS_FOLDER);
  }

  /** Stores the bytes under a new generated name (written aside, then renamed into place); answers the name. */
  async store(type: AttachmentType, data: Buffer): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const name = `${randomUUID()}${EXTENSIONS[type]}`;
    const partial = join(this.folder, `.${name}.part`);
    await writeFile(partial, data, { flag: 'wx', mode: 0o640 });
    await rename(partial, this.pathOf(name));
    return name;
  }

  /** The file's bytes as a stream, or null when it is not on disk. */
  async open(name: string): Promise<ReadStream | null> {
    try {
      if (!(await stat(this.pathOf(name))).isFile()) return null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return createReadStream(this.pathOf(name));
  }

  /** Removes the files (one already gone is no error). */
  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) {
      try {
        await unlink(this.pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  private pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored attachment name: ${name}`);
    return join(this.folder, name);
  }
}
