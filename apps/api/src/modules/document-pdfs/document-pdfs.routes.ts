import { PDF_ZIP_MAX_DOCUMENTS, PdfParams, PdfQuery, PdfZipCheck, PdfZipQuery } from '@selvedge/contracts';
import type { FastifyContextConfig } from 'fastify';
import { documentsAccess, signedInContext } from '../../plugins/access.js';
import { fileAnswer } from '../../plugins/file-responses.js';
import { sendPrivateFile, sendPrivateStream } from '../../shared/content-disposition.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { checkDocumentPdfZip, openDocumentPdfZip } from './document-pdf-zip.service.js';
import { getDocumentPdf } from './document-pdfs.service.js';

/** A zip's selection, checked the same way whether the zip is made or only checked. */
const zipConfig = {
  access: documentsAccess,
  problems: { 400: ['TOO_MANY_DOCUMENTS'], 404: ['NOT_FOUND'] },
} satisfies FastifyContextConfig;

export async function documentPdfRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/documents/:kind/:id/pdf',
    {
      config: {
        access: documentsAccess,
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

  app.get(
    '/api/documents/pdf-zip',
    {
      config: zipConfig,
      schema: {
        tags: ['documents'],
        summary: `The PDFs of up to ${PDF_ZIP_MAX_DOCUMENTS} documents in one zip, streamed (D18 names)`,
        description:
          "Every document is checked against the caller's customer and ship-to before the first byte: one that is not theirs (or does not exist) is 404 for the whole request. A PDF the ERP cannot give while the zip is written is left out, and a note at the zip's end (not-included.txt, in the user's language) names it with the error log's reference.",
        querystring: PdfZipQuery,
        response: { 200: fileAnswer("A zip of the documents' PDFs", ['application/zip']) },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      // A client that goes away stops the work: no more PDFs are asked for it.
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const zip = await openDocumentPdfZip(deps, ctx, request.query.doc, gone.signal);
      return sendPrivateStream(reply, { ...zip, contentType: 'application/zip' });
    },
  );

  app.get(
    '/api/documents/pdf-zip/check',
    {
      config: zipConfig,
      schema: {
        tags: ['documents'],
        summary:
          'Checks a selection as GET /api/documents/pdf-zip does and answers the zip it would be, making nothing',
        querystring: PdfZipQuery,
        response: { 200: PdfZipCheck },
      },
    },
    async (request) => {
      const { parts, fileName } = await checkDocumentPdfZip(
        deps,
        signedInContext(request),
        request.query.doc,
      );
      return { documents: parts.length, fileName };
    },
  );
}
