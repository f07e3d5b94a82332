import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Unicode's bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and isolates): in a file
 * name "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". No real name needs them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const name = withoutBidiControls(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface PrivateFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  isInline?: boolean;
}

/**
 * Answers with a file only its user may see (a PDF, a document, an upload): named as D18 says, shown in
 * the browser or downloaded, and never kept by a shared cache.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, file.isInline ? 'inline' : 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * Answers with a file made while it is sent (a zip of PDFs): as sendPrivateFile, its bytes a stream,
 * so that the first leave before the last exist and a slow client holds back the work.
 */
export function sendPrivateStream(
  reply: FastifyReply,
  file: { stream: Readable; contentType: string; fileName: string },
): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
