import {
  ITEM_SEARCH_LIMIT,
  ItemCodeParam,
  ItemKind,
  ItemSearchQuery,
  ItemSearchResult,
  OrderItem,
} from '@selvedge/contracts';
import { z } from 'zod';
import { customerDataAccess } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { findOrderableItem, searchItems } from '../catalog/index.js';
import { listExcludedItemGroups } from '../settings/index.js';

/** Item lookups of the order screens and the stock check: the read model, never an excluded group (D34). */
export async function itemRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/items',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['ordering'],
        summary: 'Item search: code and name contain the texts; at most 50 rows and the number that matched',
        querystring: ItemSearchQuery,
        response: { 200: ItemSearchResult },
      },
    },
    async (request) => {
      const { kind, ...query } = request.query;
      const { rows, total } = await searchItems(
        db,
        query,
        { kind, excludedGroups: await listExcludedItemGroups(db) },
        ITEM_SEARCH_LIMIT,
      );
      return { items: rows, total };
    },
  );

  app.get(
    '/api/items/:code',
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['ordering'],
        summary: 'An item by its code (any case), with its pattern fields; 404 when unknown or excluded',
        params: ItemCodeParam,
        querystring: z.object({ kind: ItemKind.default('regular') }),
        response: { 200: OrderItem },
      },
    },
    async (request) => {
      const item = await findOrderableItem(db, request.params.code, {
        kind: request.query.kind,
        excludedGroups: await listExcludedItemGroups(db),
      });
      if (!item) throw notFound();
      return {
        code: item.code,
        name: item.name,
        salesUnit: item.salesUnit,
        groupCode: item.groupCode,
        patternRepeatCm: item.patternRepeatCm,
        isStaggered: item.isStaggered,
        isPatternRequired: item.isPatternRequired,
        imageUrl: item.imageUrl,
      };
    },
  );
}
