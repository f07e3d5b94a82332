/**
 * First answers (docs/web-performance.md): the answers of the queries a screen makes when it is first
 * drawn, which the server writes into a signed-in page and the web app's entry asks before the app has
 * loaded. Free of zod: the entry reads this module before anything else has loaded.
 */
import type { SessionResponse } from './auth.js';

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_ANSWERS_ELEMENT = 'selvedge-first-answers';

/**
 * Each address the screen asks first (`/api/session`, `/api/orders?page=2`...) and the JSON the API
 * answered it with, as the API answered it to the same cookie a moment before.
 */
export type FirstAnswers = Record<string, unknown>;

/**
 * The module the web build writes beside index.html: apps/web's app/first-answers.ts bundled on its own,
 * each screen's first queries as the screen's own `api/` folder declares them. The API runs it when it
 * sends a signed-in page and writes those GETs' answers into the page (plugins/first-answers.ts).
 */
export const FIRST_ANSWERS_MODULE = 'first-answers.mjs';

/** A query a screen makes when first drawn: the address of a GET, or a POST that only reads. */
export type FirstQuery = string | { post: string; body: unknown };

/** What the module exports: the first queries of the screen at `location`, shown to `session`. */
export type FirstQueriesOf = (
  location: { pathname: string; search: string },
  session: SessionResponse,
) => FirstQuery[];

/** An <img>'s sources: its own address, the widths it is also served at, the width it is drawn at. */
export interface PictureSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * What the first-answers module exports beside `firstQueriesOf`: the picture the screen
 * at `location` draws largest, read from its first answers (the dashboard's top news picture), for the
 * server to preload with the page.
 */
export type TopPictureOf = (
  location: { pathname: string; search: string },
  session: SessionResponse,
  answers: FirstAnswers,
) => PictureSources | undefined;
