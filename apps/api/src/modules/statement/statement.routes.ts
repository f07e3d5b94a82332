import { Statement, StatementPdfQuery } from '@selvedge/contracts';
import { customerDataAccess, signedInContext } from '../../plugins/access.js';
import { fileAnswer } from '../../plugins/file-responses.js';
import { sendPrivateFile } from '../../shared/content-disposition.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { findLetterheadLogo, getLetterhead } from '../settings/index.js';
import { buildStatement } from './statement.service.js';
import { renderStatementPdf, statementFileName } from './statement-pdf.js';

const tags = ['invoices'];

export async function statementRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/statement',
    {
      config: { access: customerDataAccess },
      schema: {
        tags,
        summary:
          "The statement of account: the customer's open items, payments of the last 90 days and the balance per currency",
        response: { 200: Statement },
      },
    },
    async (request) => buildStatement(deps, signedInContext(request)),
  );

  app.get(
    '/api/statement/pdf',
    {
      config: { access: customerDataAccess },
      schema: {
        tags,
        summary:
          "The statement of account as a PDF on the supplier's letterhead, in the customer's language unless `language` is given",
        querystring: StatementPdfQuery,
        response: { 200: fileAnswer('The statement of account', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(deps, signedInContext(request));
      const language = request.query.language ?? statement.customer.language;
      const [letterhead, logo] = await Promise.all([getLetterhead(db), findLetterheadLogo(db)]);
      const bytes = await renderStatementPdf({ statement, letterhead, logo: logo?.bytes ?? null, language });
      return sendPrivateFile(reply, {
        fileName: statementFileName(language, statement.customer.code, statement.date),
        bytes,
        contentType: 'application/pdf',
      });
    },
  );
}
