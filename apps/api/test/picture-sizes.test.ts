import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPictureSizes } from '../src/shared/picture-sizes.js';
import { must } from './support/must.js';

/** A plain picture of one colour, as PNG. */
const picture = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 80 } } })
    .png()
    .toBuffer();

describe('pictures resized to what a screen draws', () => {
  it('answers a WebP at most the asked width, keeping the proportions, never enlarged', async () => {
    const sizes = createPictureSizes();
    const wide = await sharp(must(await sizes.resized('wide', 480, await picture(1200, 800)))).metadata();
    expect([wide.format, wide.width, wide.height]).toEqual(['webp', 480, 320]);
    const small = await sharp(must(await sizes.resized('small', 960, await picture(300, 200)))).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 300, 200]);
  });

  it('makes a picture once and answers it again from memory, also when asked twice at once', async () => {
    const sizes = createPictureSizes();
    const [first, second] = await Promise.all([
      sizes.resized('p', 480, await picture(800, 600)),
      sizes.resized('p', 480, await picture(800, 600)),
    ]);
    expect(second).toBe(first);
    // Other bytes under the same key: the kept picture answers (a key names its bytes for good).
    expect(await sizes.resized('p', 480, await picture(800, 600, 10))).toBe(first);
    expect(await sizes.resized('p', 960, await picture(800, 600))).not.toBe(first);
  });

  it('lets go of the picture used longest ago when more would be kept than it may', async () => {
    const probe = must(await createPictureSizes().resized('x', 480, await picture(640, 480)));
    const sizes = createPictureSizes({ maxKeptBytes: probe.length * 2 });
    const a = await sizes.resized('a', 480, await picture(640, 480));
    const b = await sizes.resized('b', 480, await picture(640, 480));
    expect(await sizes.resized('a', 480, await picture(640, 480))).toBe(a); // a used after b
    await sizes.resized('c', 480, await picture(640, 480));
    expect(await sizes.resized('a', 480, await picture(640, 480))).toBe(a);
    expect(await sizes.resized('b', 480, await picture(640, 480))).not.toBe(b);
  });

  it('answers nothing for bytes that are no picture, and asks again next time', async () => {
    const sizes = createPictureSizes();
    expect(await sizes.resized('text', 480, Buffer.from('just some text'))).toBeUndefined();
    expect(await sizes.resized('text', 480, await picture(100, 100))).toBeInstanceOf(Buffer);
  });
});
