/**
 * The widths a news picture is also served at: `<its url>?width=<one of these>` answers a
 * WebP at most that wide, for the browser to choose by the size the card draws it at. Few and fixed,
 * so each is made once and kept, and no one can have the server resize a picture to a thousand sizes.
 * Without zod, so the web app's first script can build a picture's sources without it.
 */
export const NEWS_PICTURE_WIDTHS = [480, 960, 1440] as const;

/** The `srcset` of a news picture: each of its widths. */
export const newsPictureSrcSet = (url: string): string =>
  NEWS_PICTURE_WIDTHS.map((width) => `${url}?width=${width} ${width}w`).join(', ');
