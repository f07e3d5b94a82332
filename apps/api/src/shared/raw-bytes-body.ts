import type { AppInstance } from './fastify.js';

/**
 * Takes application/octet-stream bodies as their raw bytes (a Buffer), for the routes of the plugin
 * that calls it (ADR-013): no multipart parser, and a body over `bodyLimit` is cut off by Fastify (413)
 * before it is read.
 */
export function acceptRawBytes(app: AppInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}
