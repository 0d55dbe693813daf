import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { generateImageName, IMAGE_FOLDERS, IMAGE_KINDS, ImageKind, imageUrl, isGeneratedName } from './image-names';

export interface StoredImage {
  kind: ImageKind;
  filename: string;
  url: string;
  size: number;
  lastModified: Date;
}

/**
 * The image files under UPLOAD_DIR (logos/ and terminal-images/). Every path is built here from
 * a kind and a generated name; anything else is refused before the disk is touched.
 */
@Injectable()
export class ImageFiles {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = config.uploadDir;
  }

  /** Stores processed image bytes under a new generated name (written aside, then renamed into place). */
  async store(kind: ImageKind, data: Buffer): Promise<StoredImage> {
    const folder = join(this.root, IMAGE_FOLDERS[kind]);
    await mkdir(folder, { recursive: true });
    const filename = generateImageName();
    const partial = join(folder, `.${filename}.part`);
    await writeFile(partial, data, { flag: 'wx', mode: 0o644 });
    await rename(partial, join(folder, filename));
    return { kind, filename, url: imageUrl(kind, filename), size: data.length, lastModified: new Date() };
  }

  async find(kind: ImageKind, filename: string): Promise<StoredImage | null> {
    try {
      const info = await stat(this.pathOf(kind, filename));
      return info.isFile() ? { kind, filename, url: imageUrl(kind, filename), size: info.size, lastModified: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes a stored image; answers false when there was none. */
  async remove(kind: ImageKind, filename: string): Promise<boolean> {
    try {
      await unlink(this.pathOf(kind, filename));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** Every stored image (files with a generated name only; anything else in the folders is ignored). */
  async list(): Promise<StoredImage[]> {
    const found: StoredImage[] = [];
    for (const kind of IMAGE_KINDS) {
      let names: string[];
      try {
        names = await readdir(join(this.root, IMAGE_FOLDERS[kind]));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for (const name of names.filter(isGeneratedName)) {
        const image = await this.find(kind, name);
        if (image) found.push(image);
      }
    }
    return found;
  }

  private pathOf(kind: ImageKind, filename: string): string {
    if (!IMAGE_KINDS.includes(kind) || !isGeneratedName(filename)) throw new Error(`Not a stored image name: ${kind}/${filename}`);
    return join(this.root, IMAGE_FOLDERS[kind], filename);
  }
}
