import { describe, expect, it } from '@jest/globals';
import { chosenFileProblem, clampZoom, cropAspect, croppedFileName, fileProblem, formatBytes } from './imageChoice';

const MB = 1024 * 1024;

describe('image choice', () => {
  it('takes PNG, JPEG and WEBP under the limit of the kind', () => {
    expect(fileProblem({ type: 'image/png', size: 2 * MB - 1 }, 'logo')).toBeNull();
    expect(fileProblem({ type: 'image/webp', size: 4 * MB }, 'terminal-image')).toBeNull();
  });

  it('refuses other types and files at the limit, with their messages word for word', () => {
    expect(fileProblem({ type: 'image/gif', size: 10 }, 'logo')).toBe('Only PNG, JPG, and WEBP images are allowed');
    expect(fileProblem({ type: 'image/png', size: 2 * MB }, 'logo')).toBe('File size must be less than 2MB');
    expect(fileProblem({ type: 'image/jpeg', size: 5 * MB }, 'terminal-image')).toBe('File size must be less than 5MB');
  });

  it('refuses a non-image before the crop step, by its type and by its first bytes', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const wrong = 'Only PNG, JPG, and WEBP images are allowed';
    expect(await chosenFileProblem(new Blob([png], { type: 'image/png' }), 'logo')).toBeNull();
    expect(await chosenFileProblem(new Blob(['just some words'], { type: 'text/plain' }), 'logo')).toBe(wrong);
    // A text file renamed to .png declares image/png but is no picture.
    expect(await chosenFileProblem(new Blob(['just some words'], { type: 'image/png' }), 'logo')).toBe(wrong);
    expect(await chosenFileProblem(new Blob([], { type: 'image/jpeg' }), 'terminal-image')).toBe(wrong);
  });

  it('zooms from 0.5 to 2 in steps of 0.1', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(1.23)).toBeCloseTo(1.2);
  });

  it('crops to the recommended shape of the kind', () => {
    expect(cropAspect('logo')).toBe(2.5);
    expect(cropAspect('terminal-image')).toBeCloseTo(4 / 3);
  });

  it('names the cropped JPEG after the original, without paths or odd characters', () => {
    expect(croppedFileName('Acme Logo (final).png')).toBe('Acme-Logo-final-.jpg');
    expect(croppedFileName('.png')).toBe('image.jpg');
    expect(formatBytes(5120)).toBe('5.0 KB');
  });
});
