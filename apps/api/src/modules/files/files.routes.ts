import { MAX_UPLOAD_BYTES, UploadedFile, UploadQuery } from '@selvedge/contracts';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { acceptRawBytes } from '../../shared/raw-bytes-body.js';
import { storeUpload } from './files.service.js';

/**
 * Uploads are the raw bytes of one file (application/octet-stream), its name in the query: no
 * multipart parser needed, and the size limit applies before the body is read (ADR-013).
 */
export async function fileRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // One byte over the limit still reaches the handler, which answers FILE_TOO_LARGE; more is cut off
  // by Fastify (413) before it is read.
  acceptRawBytes(app, MAX_UPLOAD_BYTES + 1);

  app.post(
    '/api/admin/files',
    {
      config: {
        access: administratorAccess,
        problems: { 400: ['FILE_TYPE_NOT_ALLOWED'], 413: ['FILE_TOO_LARGE'] },
        fileBody: {
          description: "The file's raw bytes; its kind is read from them, not from its name (D7)",
          mediaTypes: ['application/octet-stream'],
        },
      },
      bodyLimit: MAX_UPLOAD_BYTES + 1,
      schema: {
        tags: ['administration'],
        summary: 'Upload a news image (PNG, JPEG) or a document (PDF, PNG, JPEG), at most 5 MB (D7)',
        querystring: UploadQuery,
        response: { 201: UploadedFile },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError('FILE_TYPE_NOT_ALLOWED', 400);
      const file = await storeUpload(deps.database.db, ctx, { ...request.query, bytes: body });
      return reply.code(201).send(file);
    },
  );
}
