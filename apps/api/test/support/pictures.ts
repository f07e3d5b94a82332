import sharp, { type Sharp } from 'sharp';

/**
 * A stand-in for a camera's photo: a JPEG (quality 90) of grey gaussian noise, the most work for a
 * decoder and a resizer. Returned unencoded, so that a caller can add metadata before `toBuffer()`.
 */
export function noisePhoto(width: number, height: number, sigma: number): Sharp {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  }).jpeg({ quality: 90 });
}
