/**
 * `npm run bench:pictures` (docs/web-performance.md): what resizing a news picture costs the server and
 * saves the line. For the demo's top picture (480 × 300 PNG drawn in code) and a stand-in for a camera
 * photo (a 4000 × 3000 JPEG of noise at quality 90: the most work for the decoder and the resizer; its
 * WebP bytes say nothing of a real photo's, noise shrunk is grey), each width the card asks for:
 * the bytes sent before and after, the time to make the WebP (median of RUNS, each made afresh), and
 * the time to answer it once it is kept. Writes bench/results/pictures.json and pictures.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { NEWS_PICTURE_WIDTHS } from '@selvedge/contracts';
import sharp from 'sharp';
import { demoNewsImage } from '../src/modules/news/demo-news-images.js';
import { createPictureSizes } from '../src/shared/picture-sizes.js';
import { noisePhoto } from '../test/support/pictures.js';
import { percentile, round } from './load.js';
import { markdownTable, reportHead, sized, writeResults } from './results.js';

const RUNS = Number(process.env.BENCH_RUNS ?? sized(15, 1));

const photo = await noisePhoto(4000, 3000, 30).toBuffer();
const pictures = [
  { name: 'demo top picture (PNG, 480 × 300)', bytes: demoNewsImage('botanica-wallpaper.png') },
  { name: 'noise as a camera photo (JPEG, 4000 × 3000)', bytes: photo },
];

const median = (times: number[]) => round(percentile(Float64Array.from(times).sort(), 50));

const loadBefore = loadavg()[0] ?? 0;
const rows = [];
for (const { name, bytes } of pictures) {
  if (!bytes) throw new Error(`${name}: no bytes`);
  for (const width of NEWS_PICTURE_WIDTHS) {
    const making: number[] = [];
    const answering: number[] = [];
    let sent = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const sizes = createPictureSizes();
      let started = performance.now();
      sent = (await sizes.resized(name, width, bytes))?.length ?? 0;
      making.push(performance.now() - started);
      started = performance.now();
      await sizes.resized(name, width, bytes);
      answering.push(performance.now() - started);
    }
    rows.push({
      picture: name,
      width,
      originalBytes: bytes.length,
      sentBytes: sent,
      makeMs: median(making),
      keptMs: median(answering),
    });
  }
}
const loadAfter = loadavg()[0] ?? 0;

const result = {
  measuredAt: new Date().toISOString(),
  setting: `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), WebP quality 75, one process; median of ${RUNS} runs, each with nothing kept; Node ${process.version}; load average (1 min) ${round(loadBefore)} before, ${round(loadAfter)} after`,
  rows,
};
const lines = [
  ...reportHead('News pictures at the size drawn', 'pictures', result),
  'The route sends the original instead when it is the fewer bytes. The noise stands in for a photo',
  'for the time it takes (the most work for decoder and resizer), not for its bytes: noise shrunk is grey.',
  '',
  ...markdownTable(
    ['picture', 'width asked', 'original bytes', 'WebP bytes', 'to make (ms)', 'once kept (ms)'],
    rows.map((row) => [row.picture, row.width, row.originalBytes, row.sentBytes, row.makeMs, row.keptMs]),
  ),
  '',
];
writeResults('pictures', result, lines);
