import sharp from 'sharp';

/**
 * Pictures served at the size a screen draws them (docs/web-performance.md): a news photo uploaded at 4000 px
 * and 3 MB is sent to a phone as a WebP of the width its card asks for (tens of KB), turned upright by its
 * EXIF orientation and without its metadata (a camera's GPS position is nobody's business). The last ones
 * made are kept in memory, so a picture on every dashboard is resized once, not per visit; the same picture
 * asked twice at once is made once.
 */
export interface PictureSizes {
  /**
   * The picture `bytes`, named `key` (the same key, the same bytes), at most `width` px wide as WebP.
   * Undefined when the bytes are no picture libvips can read: the caller sends the original.
   */
  resized(key: string, width: number, bytes: Buffer): Promise<Buffer | undefined>;
}

/** libwebp's own default quality: a photo keeps its detail in about a third fewer bytes than a JPEG's. */
const WEBP_QUALITY = 75;
/** A 100-megapixel picture at most: a larger one is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

export function createPictureSizes({ maxKeptBytes = 32 * 1024 * 1024 } = {}): PictureSizes {
  // A Map in the order of last use: the first entry is the one to let go of first.
  const kept = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer | undefined>>();
  let keptBytes = 0;

  const keep = (id: string, picture: Buffer) => {
    if (picture.length > maxKeptBytes) return;
    kept.set(id, picture);
    keptBytes += picture.length;
    for (const [oldest, bytes] of kept) {
      if (keptBytes <= maxKeptBytes) break;
      kept.delete(oldest);
      keptBytes -= bytes.length;
    }
  };

  const make = async (width: number, bytes: Buffer) => {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      return undefined;
    }
  };

  return {
    async resized(key, width, bytes) {
      const id = `${key}@${width}`;
      const picture = kept.get(id);
      if (picture) {
        kept.delete(id);
        kept.set(id, picture);
        return picture;
      }
      let made = making.get(id);
      if (!made) {
        made = make(width, bytes)
          .then((resized) => {
            if (resized) keep(id, resized);
            return resized;
          })
          .finally(() => making.delete(id));
        making.set(id, made);
      }
      return made;
    },
  };
}
