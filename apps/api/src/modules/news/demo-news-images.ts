import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo news images, drawn in code so the demo needs no binary files and works offline. Uploaded
 * images (D33, administration issue) will be stored files; these two stay the seed's stand-ins.
 */
type Rgb = readonly [number, number, number];

interface DemoImage {
  width: number;
  height: number;
  pixel: (x: number, y: number) => Rgb;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const SAGE: Rgb = [163, 177, 138];
const CREAM: Rgb = [244, 239, 225];
const FOREST: Rgb = [52, 78, 65];
const TEAL: Rgb = [12, 124, 124];

const images = new Map<string, DemoImage>(
  Object.entries({
    // A botanical wallpaper: leaves in a half-drop repeat on cream.
    'botanica-wallpaper.png': {
      width: 480,
      height: 300,
      pixel: (x, y) => {
        const column = Math.floor(x / 60);
        const cy = ((y + (column % 2) * 40) % 80) - 40;
        const cx = (x % 60) - 30;
        const leaf = (cx * cx) / 260 + (cy * cy) / 900;
        if (leaf < 1) return mix(FOREST, SAGE, leaf);
        return Math.abs(cx) < 1 ? SAGE : CREAM;
      },
    },
    // The same collection as a fabric swatch: a linen weave with a teal stripe.
    'botanica-fabric.png': {
      width: 480,
      height: 300,
      pixel: (x, y) => {
        const weave = ((x >> 1) + (y >> 1)) % 2 === 0 ? 0.08 : 0;
        if (x % 120 < 16) return mix(TEAL, CREAM, weave);
        return mix(SAGE, CREAM, 0.55 + weave);
      },
    },
  } satisfies Record<string, DemoImage>),
);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function encodePng({ width, height, pixel }: DemoImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const start = y * (1 + width * 3);
    rows[start] = 0; // filter: none
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rendered = new Map<string, Buffer>();

/** The PNG of a demo image, or undefined for an unknown name. */
export function demoNewsImage(name: string): Buffer | undefined {
  // A Map, not an object: a name such as __proto__ or constructor is simply unknown (it was a 500).
  const image = images.get(name);
  if (!image) return undefined;
  let png = rendered.get(name);
  if (!png) {
    png = encodePng(image);
    rendered.set(name, png);
  }
  return png;
}
