/**
 * The limits of ordering again (docs/reorder.md), in a file without zod: the lists' selection and
 * their first screen read them, and a first screen must not fetch zod for two numbers
 * (docs/web-performance.md, "Changing a screen without losing them"). reorder.ts builds its schemas on them.
 */

/** One reorder takes at most this many lines in all (a document's detail shows them all). */
export const REORDER_LINES_MAX = 200;
/** One reorder takes lines of at most this many documents (a list's selection spans several). */
export const REORDER_DOCUMENTS_MAX = 50;
