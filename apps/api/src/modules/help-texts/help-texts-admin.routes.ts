import {
  Created,
  HelpTextAdmin,
  HelpTextAdminList,
  HelpTextCreate,
  HelpTextUpdate,
  IdParam,
  Ok,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { type ContentChange, writeContentChange } from '../logs/index.js';
import {
  deleteHelpText,
  findHelpText,
  findHelpTextByPage,
  type HelpTextColumns,
  type HelpTextRow,
  insertHelpText,
  listHelpTexts,
  updateHelpText,
} from './help-texts.repository.js';

const tags = ['administration'];

const view = (row: HelpTextRow): HelpTextAdmin => ({
  id: row.id,
  page: row.page as HelpTextAdmin['page'],
  title: row.title,
  links: { en: row.contentEn, nl: row.contentNl, de: row.contentDe, fr: row.contentFr },
});

const columnsOf = (
  input: z.output<typeof HelpTextUpdate> | z.output<typeof HelpTextCreate>,
): HelpTextColumns => ({
  page: input.page,
  title: input.title,
  contentEn: input.links.en,
  contentNl: input.links.nl,
  contentDe: input.links.de,
  contentFr: input.links.fr,
});

/** One help text per page (help_texts_page_key): another row with the page is refused. */
async function requirePageFree(db: Db, page: string, exceptId?: string): Promise<void> {
  const row = await findHelpTextByPage(db, page);
  if (row && row.id !== exceptId) throw new AppError('HELP_TEXT_PAGE_TAKEN', 409);
}

const log = (db: Db, ctx: AuthenticatedContext, action: ContentChange['action'], id: string, page: string) =>
  writeContentChange(db, ctx, { event: 'HELP_TEXT_CHANGED', action, id: { helpTextId: id }, name: page });

/** Help texts (administration 2, 3, 5): Administrator only on the server (D1). */
export async function helpTextAdminRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/admin/help-texts',
    {
      config: { access: administratorAccess },
      schema: { tags, summary: 'Every help text', response: { 200: HelpTextAdminList } },
    },
    async (_request) => {
      return { helpTexts: (await listHelpTexts(db)).map(view) };
    },
  );

  app.get(
    '/api/admin/help-texts/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'One help text', params: IdParam, response: { 200: HelpTextAdmin } },
    },
    async (request) => {
      const row = await findHelpText(db, request.params.id);
      if (!row) throw notFound();
      return view(row);
    },
  );

  app.post(
    '/api/admin/help-texts',
    {
      config: { access: administratorAccess, problems: { 409: ['HELP_TEXT_PAGE_TAKEN'] } },
      schema: {
        tags,
        summary: 'Create the help text of a page (title; English, German and French links required)',
        body: HelpTextCreate,
        response: { 201: Created },
      },
    },
    async (request, reply) => {
      const ctx = signedInContext(request);
      await requirePageFree(db, request.body.page);
      const row = await insertHelpText(db, columnsOf(request.body));
      await log(db, ctx, 'created', row.id, request.body.page);
      return reply.code(201).send(row);
    },
  );

  app.put(
    '/api/admin/help-texts/:id',
    {
      config: {
        access: administratorAccess,
        problems: { 404: ['NOT_FOUND'], 409: ['HELP_TEXT_PAGE_TAKEN'] },
      },
      schema: {
        tags,
        summary: 'Update a help text (title and all four links required)',
        params: IdParam,
        body: HelpTextUpdate,
        response: { 200: Ok },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const { id } = request.params;
      if (!(await findHelpText(db, id))) throw notFound();
      await requirePageFree(db, request.body.page, id);
      if (!(await updateHelpText(db, id, columnsOf(request.body)))) throw notFound();
      await log(db, ctx, 'updated', id, request.body.page);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/admin/help-texts/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'Delete a help text', params: IdParam, response: { 200: Ok } },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const row = await deleteHelpText(db, request.params.id);
      if (!row) throw notFound();
      await log(db, ctx, 'deleted', request.params.id, row.page);
      return { ok: true as const };
    },
  );
}
