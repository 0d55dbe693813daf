import { Module } from '@nestjs/common';
import { ImageFiles } from './image-files';

/** The stored image files, for the upload routes and for checking a record's logo or image URL. */
@Module({ providers: [ImageFiles], exports: [ImageFiles] })
export class ImageFilesModule {}
