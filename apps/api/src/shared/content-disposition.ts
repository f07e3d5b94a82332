import type { FastifyReply } from 'fastify';

/** A Content-Disposition value with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
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
