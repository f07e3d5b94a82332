import {
  FavouriteParam,
  Favourites,
  Ok,
  SavedList,
  SavedListCreate,
  SavedListIdParam,
  SavedListLineInput,
  SavedListLineParam,
  SavedListLineUpdate,
  SavedLists,
  SavedListToDraft,
  SavedListToDraftResult,
  SavedListUpdate,
} from '@selvedge/contracts';
import type { FastifyContextConfig } from 'fastify';
import { customerDataAccess, orderingAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { created, okAfter } from '../../shared/route-answers.js';
import {
  addSavedListLine,
  addSavedListToDraft,
  createSavedList,
  deleteSavedList,
  getFavourites,
  getSavedList,
  getSavedLists,
  removeSavedListLine,
  starItem,
  unstarItem,
  updateSavedList,
  updateSavedListLine,
} from './saved-lists.service.js';

/** Anyone of the customer keeps favourites and lists (Customer and Sales users; never an Administrator). */
const config = { access: customerDataAccess };
const listConfig = { ...config, problems: { 404: ['NOT_FOUND'] } } satisfies FastifyContextConfig;
/** Changing a list: the owner's only. */
const ownConfig = {
  ...config,
  problems: {
    403: ['SAVED_LIST_NOT_OWN'],
    404: ['NOT_FOUND'],
    409: ['FAVOURITES_FIXED', 'SAVED_LIST_NAME_TAKEN'],
  },
} satisfies FastifyContextConfig;
const lineConfig = {
  ...config,
  problems: {
    403: ['SAVED_LIST_NOT_OWN'],
    404: ['NOT_FOUND'],
    409: ['SAVED_LIST_FULL'],
    422: ['ITEM_UNKNOWN'],
  },
} satisfies FastifyContextConfig;
const tags = ['saved-lists'];
/** Starring and unstarring an item are one route shape, one service call apart. */
const starChanges = [
  {
    method: 'PUT',
    routeConfig: { ...config, problems: { 409: ['SAVED_LIST_FULL'], 422: ['ITEM_UNKNOWN'] } },
    summary: 'Star an item (again: no change)',
    change: starItem,
  },
  { method: 'DELETE', routeConfig: config, summary: 'Take the star off an item', change: unstarItem },
] as const;

export async function savedListRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/favourites',
    {
      config,
      schema: { tags, summary: 'The item codes the caller has starred', response: { 200: Favourites } },
    },
    async (request) => getFavourites(deps, signedInContext(request)),
  );
  for (const { method, routeConfig, summary, change } of starChanges) {
    app.route({
      method,
      url: '/api/favourites/:itemCode',
      config: routeConfig,
      schema: { tags, summary, params: FavouriteParam, response: { 200: Favourites } },
      handler: async (request) => change(deps, signedInContext(request), request.params.itemCode),
    });
  }

  app.get(
    '/api/saved-lists',
    {
      config,
      schema: {
        tags,
        summary: "The caller's favourites and lists, and the lists their colleagues share",
        response: { 200: SavedLists },
      },
    },
    async (request) => getSavedLists(deps, signedInContext(request)),
  );
  app.post(
    '/api/saved-lists',
    {
      config: { ...config, problems: { 409: ['SAVED_LISTS_FULL', 'SAVED_LIST_NAME_TAKEN'] } },
      schema: { tags, summary: 'Make a named list', body: SavedListCreate, response: { 201: SavedList } },
    },
    async (request, reply) => created(reply, createSavedList(deps, signedInContext(request), request.body)),
  );
  app.get(
    '/api/saved-lists/:id',
    {
      config: listConfig,
      schema: {
        tags,
        summary: 'A list with its lines, each flagged when its item can no longer be ordered',
        params: SavedListIdParam,
        response: { 200: SavedList },
      },
    },
    async (request) => getSavedList(deps, signedInContext(request), request.params.id),
  );
  app.patch(
    '/api/saved-lists/:id',
    {
      config: ownConfig,
      schema: {
        tags,
        summary: 'Rename or share a list (its owner only)',
        params: SavedListIdParam,
        body: SavedListUpdate,
        response: { 200: SavedList },
      },
    },
    async (request) => updateSavedList(deps, signedInContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/saved-lists/:id',
    {
      config: ownConfig,
      schema: {
        tags,
        summary: 'Delete a list (its owner only)',
        params: SavedListIdParam,
        response: { 200: Ok },
      },
    },
    async (request) => okAfter(deleteSavedList(deps, signedInContext(request), request.params.id)),
  );

  app.post(
    '/api/saved-lists/:id/lines',
    {
      config: lineConfig,
      schema: {
        tags,
        summary: 'Put an item on a list (the same item again: its quantity and reference replaced)',
        params: SavedListIdParam,
        body: SavedListLineInput,
        response: { 200: SavedList },
      },
    },
    async (request) => addSavedListLine(deps, signedInContext(request), request.params.id, request.body),
  );
  app.put(
    '/api/saved-lists/:id/lines/:lineId',
    {
      config: lineConfig,
      schema: {
        tags,
        summary: "Change a line's quantity and reference",
        params: SavedListLineParam,
        body: SavedListLineUpdate,
        response: { 200: SavedList },
      },
    },
    async (request) =>
      updateSavedListLine(
        deps,
        signedInContext(request),
        request.params.id,
        request.params.lineId,
        request.body,
      ),
  );
  app.delete(
    '/api/saved-lists/:id/lines/:lineId',
    {
      config: lineConfig,
      schema: {
        tags,
        summary: 'Take a line off a list',
        params: SavedListLineParam,
        response: { 200: SavedList },
      },
    },
    async (request) =>
      removeSavedListLine(deps, signedInContext(request), request.params.id, request.params.lineId),
  );

  app.post(
    '/api/saved-lists/:id/add-to-draft',
    {
      config: {
        access: orderingAccess,
        problems: { 404: ['NOT_FOUND'], 409: ['DRAFT_NOT_EDITABLE'] },
      },
      schema: {
        tags,
        summary:
          "Add lines of a list to the caller's open order draft, each by the order screen's line rules (create-order claim)",
        params: SavedListIdParam,
        body: SavedListToDraft,
        response: { 200: SavedListToDraftResult },
      },
    },
    async (request) => addSavedListToDraft(deps, signedInContext(request), request.params.id, request.body),
  );
}
