import { z } from 'zod';

/**
 * Files the API sends or takes as raw bytes, not JSON: the document says so with their real media
 * types and a binary string (ADR-021). A route's response schema is `fileAnswer(…)`; the
 * bytes are sent as they are (a Buffer is never serialised), so the schema only speaks to the document.
 */

/** Bytes of a file: the media types they can have (as Content-Type says), and what they are. */
export interface FileMedia {
  mediaTypes: readonly string[];
  description: string;
}

/** The answers made by fileAnswer, looked up by openapi.ts's transform. */
export const fileAnswers = z.registry<FileMedia>();

/** The response schema of a route that answers a file of one of these media types. */
export function fileAnswer(description: string, mediaTypes: readonly string[]): z.ZodType<Uint8Array> {
  const schema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
  fileAnswers.add(schema, { mediaTypes, description });
  return schema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file's raw bytes as its body (no body schema: its own parser checks them). */
    fileBody?: FileMedia;
  }
}

/** The OpenAPI media-type map of raw bytes. */
export const binaryContent = (mediaTypes: readonly string[]) =>
  Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
