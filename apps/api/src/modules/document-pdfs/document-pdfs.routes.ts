import { PdfParams, PdfQuery } from '@selvedge/contracts';
import { customerDataAccess, signedInContext } from '../../plugins/access.js';
import { fileAnswer } from '../../plugins/file-responses.js';
import { sendPrivateFile } from '../../shared/content-disposition.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { getDocumentPdf } from './document-pdfs.service.js';

export async function documentPdfRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/documents/:kind/:id/pdf',
    {
      config: {
        access: customerDataAccess,
        problems: { 404: ['NOT_FOUND'], 502: ['PDF_UNAVAILABLE'], 503: ['ERP_UNAVAILABLE'] },
      },
      schema: {
        tags: ['documents'],
        summary:
          "A document's PDF, named per D18 (503 ERP_UNAVAILABLE when the ERP is down and it is not cached)",
        params: PdfParams,
        querystring: PdfQuery,
        response: { 200: fileAnswer("The document's PDF, named per D18", ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      const pdf = await getDocumentPdf(
        deps,
        ctx,
        request.params.kind,
        request.params.id,
        request.query.itemCode || undefined,
      );
      return sendPrivateFile(reply, { ...pdf, contentType: 'application/pdf' });
    },
  );
}
