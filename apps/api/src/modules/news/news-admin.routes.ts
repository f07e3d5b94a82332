import {
  Created,
  CustomerGroupList,
  IdParam,
  NewsAdmin,
  NewsAdminList,
  NewsAdminQuery,
  NewsInput,
  Ok,
} from '@selvedge/contracts';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { created, okAfter } from '../../shared/route-answers.js';
import { listCustomerGroups } from '../catalog/index.js';
import {
  createNews,
  deleteNews,
  getNewsForAdmin,
  listNewsForAdmin,
  updateNews,
} from './news-admin.service.js';

const tags = ['administration'];

/** News administration (administration 2, 3, 5, 7): Administrator only on the server (D1). */
export async function newsAdminRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/admin/news',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'News in every language: current and future, or the history (end date passed)',
        querystring: NewsAdminQuery,
        response: { 200: NewsAdminList },
      },
    },
    async (request) => {
      return listNewsForAdmin(db, request.query.view, todayOf(deps.clock));
    },
  );

  app.get(
    '/api/admin/news/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'One news item', params: IdParam, response: { 200: NewsAdmin } },
    },
    async (request) => {
      return getNewsForAdmin(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/news',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Create a news item with its uploaded images',
        body: NewsInput,
        response: { 201: Created },
      },
    },
    async (request, reply) => created(reply, createNews(db, signedInContext(request), request.body)),
  );

  app.put(
    '/api/admin/news/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary: 'Update a news item; images left out are deleted',
        params: IdParam,
        body: NewsInput,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(updateNews(db, signedInContext(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/admin/news/:id',
    {
      config: { access: administratorAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'Delete a news item and its images', params: IdParam, response: { 200: Ok } },
    },
    async (request) => okAfter(deleteNews(db, signedInContext(request), request.params.id)),
  );

  app.get(
    '/api/admin/customer-groups',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: "The ERP's customer groups, to choose who sees news and documents",
        response: { 200: CustomerGroupList },
      },
    },
    async (_request) => {
      return { groups: await listCustomerGroups(db) };
    },
  );
}
