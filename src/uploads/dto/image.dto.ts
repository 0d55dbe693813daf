import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_KINDS } from '../image-names';

/** The answer of an upload: the stored picture (always WEBP, fitted inside the recommended size). */
export class UploadedImageDto {
  @ApiProperty({ example: '6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp', description: "Generated; the client's file name is never used" }) filename: string;
  @ApiProperty({ example: '/uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp', description: "Now the provider's logo or the terminal's imageUrl" })
  url: string;
  @ApiProperty({ enum: IMAGE_KINDS }) type: string;
  @ApiProperty({ example: 5120, description: 'Bytes stored' }) size: number;
  @ApiProperty({ example: 200 }) width: number;
  @ApiProperty({ example: 64 }) height: number;
  @ApiProperty({ example: 7, description: 'The provider or terminal updated' }) recordId: number;
}

/** A record that shows a gallery image. */
export class ImageUseDto {
  @ApiProperty({ enum: ['provider', 'terminal'] }) type: string;
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Dojo' }) name: string;
}

/** A stored image of the gallery. */
export class GalleryImageDto {
  @ApiProperty({ example: '6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp', description: 'The file name (unique across both folders), for react-admin' }) id: string;
  @ApiProperty({ example: '6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp' }) filename: string;
  @ApiProperty({ example: '/uploads/logos/6f1c2b9e-4d3a-4f6b-9a1e-2c3d4e5f6a7b.webp' }) url: string;
  @ApiProperty({ enum: IMAGE_KINDS }) type: string;
  @ApiProperty({ example: 5120, description: 'Bytes' }) size: number;
  @ApiProperty({ type: String, format: 'date-time' }) lastModified: Date;
  @ApiProperty({ description: 'Shown by a provider or terminal: it cannot be deleted' }) inUse: boolean;
  @ApiProperty({ type: [ImageUseDto] }) usedBy: ImageUseDto[];
}
