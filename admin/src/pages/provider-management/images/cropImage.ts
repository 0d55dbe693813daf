import type { Area } from 'react-easy-crop';
import { CROP_JPEG_QUALITY } from './imageChoice';

const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });

/**
 * The cropped area of the picture, resized to the recommended size of its kind on a canvas and
 * encoded as JPEG of quality 0.9. A frame reaching past the picture (zoomed out below 1) is
 * filled white, as JPEG has no transparency.
 */
export async function cropToJpeg(src: string, area: Area, width: number, height: number): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/jpeg', CROP_JPEG_QUALITY);
  });
}
