import sharp from 'sharp';
import { InputError } from '../../platform/errors.js';
import { detectImageType, type ImageType } from './image-type.js';

/** A stored photo's longest edge: the portal shows photos at 96 px at most, so 512 leaves room for sharp screens. */
export const PHOTO_MAX_EDGE = 512;
/** Larger than a phone camera's 48-megapixel photos; a header declaring more is refused before any pixel is decoded. */
export const PHOTO_MAX_PIXELS = 50_000_000;

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

const SHARP_FORMAT = { png: 'png', jpg: 'jpeg', webp: 'webp' } as const;

const refused = (message: string, detail: string) => new InputError(message, [{ field: 'photo', message: detail }]);

/**
 * Decodes an uploaded photo and encodes it again in its own format, at most PHOTO_MAX_EDGE pixels on its longest side,
 * turned upright by its EXIF orientation and without metadata (camera EXIF can hold the place it was taken).
 * Throws a 400 naming the field `photo` for anything that is not a whole PNG, JPEG or WebP image, or that declares
 * more than PHOTO_MAX_PIXELS pixels (libvips checks the header's size before decoding).
 */
export async function reencodePhoto(bytes: Buffer): Promise<{ bytes: Buffer; type: ImageType }> {
  // By the first bytes before libvips sees the file, so it never picks one of its other decoders (SVG, TIFF, PDF…).
  const type = detectImageType(bytes);
  if (!type) throw refused('The photo must be a PNG, JPEG or WebP image.', 'must be a PNG, JPEG or WebP image');
  try {
    const image = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .toFormat(SHARP_FORMAT[type])
      .toBuffer();
    return { bytes: image, type };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refused('The photo must be at most 50 megapixels.', 'must be at most 50 megapixels');
    }
    throw refused('The photo could not be read as an image; it may be damaged.', 'is not a readable PNG, JPEG or WebP image');
  }
}
