/**
 * The answers of a signed-in page's first GETs, written by the server into the page it sends
 * (docs/web-performance.md). Free of zod: the web app's entry reads it before anything else has loaded.
 */
import type { SessionResponse } from './auth.js';

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_ANSWERS_ELEMENT = 'selvedge-first-answers';

/**
 * Each address the screen asks first (`/api/session`, `/api/orders?page=2`...) and the JSON the API
 * answered it with, as the API answered it to the same cookie a moment before.
 */
export type FirstAnswers = Record<string, unknown>;

/** An <img>'s sources: its own address, the widths it is also served at, the width it is drawn at. */
export interface PictureSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * What the web build's first-requests module exports beside `firstRequestsOf`: the picture the screen
 * at `location` draws largest, read from its first answers (the dashboard's top news picture), for the
 * server to preload with the page.
 */
export type TopPictureOf = (
  location: { pathname: string; search: string },
  session: SessionResponse,
  answers: FirstAnswers,
) => PictureSources | undefined;
