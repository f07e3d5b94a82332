import type { PictureSources } from '@selvedge/contracts/first-answers';
import { newsPictureSrcSet } from '@selvedge/contracts/news-pictures';

export type { PictureSources };

/**
 * How wide a news card draws its pictures (news-feed.tsx): the whole card on a phone, 340 px beside
 * the text from Mantine's `sm` (48em) on.
 */
const NEWS_PICTURE_SIZES = '(min-width: 48em) 340px, 100vw';

/**
 * The sources of a news picture: the browser picks the width its card draws at, times the screen's
 * density, instead of the picture as uploaded (docs/web-performance.md). The same in the <img> and in
 * the preload of the dashboard's top picture, or the browser would fetch it twice.
 */
export const newsPictureSources = (url: string): PictureSources => ({
  src: url,
  srcSet: newsPictureSrcSet(url),
  sizes: NEWS_PICTURE_SIZES,
});
