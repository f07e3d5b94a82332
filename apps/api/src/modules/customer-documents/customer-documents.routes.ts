import { CustomerDocumentList } from '@selvedge/contracts';
import { z } from 'zod';
import { customerDataAccess, signedInContext } from '../../plugins/access.js';
import { sendPrivateFile } from '../../shared/content-disposition.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { getCustomerDocumentFile, listCustomerDocuments } from './customer-documents.service.js';
import { DEMO_DOCUMENT_PATH } from './demo-documents.js';
import { documentAdminRoutes, documentFileAnswer } from './documents-admin.routes.js';

export async function customerDocumentRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/customer-documents',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['documents'],
        summary: 'Current information: documents for the customer or their group (images left out)',
        response: { 200: CustomerDocumentList },
      },
    },
    async (request) => listCustomerDocuments(deps, signedInContext(request)),
  );

  app.get(
    `${DEMO_DOCUMENT_PATH}/:file`,
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['documents'],
        summary: 'The file of a document the customer may see (PDF, or the type its upload was found to be)',
        params: z.object({ file: z.string().max(200) }),
        response: { 200: documentFileAnswer },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      return sendPrivateFile(reply, await getCustomerDocumentFile(deps, ctx, request.params.file));
    },
  );

  await documentAdminRoutes(app, deps);
}
