import {
  DraftIdParam,
  QUICK_ORDER_MAX_BYTES,
  QuickOrderAddRequest,
  QuickOrderAddResult,
  QuickOrderPreview,
  QuickOrderTextRequest,
} from '@selvedge/contracts';
import type { FastifyContextConfig } from 'fastify';
import { orderingAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { acceptRawBytes } from '../../shared/raw-bytes-body.js';
import { orderingCaller } from './order-drafts.service.js';
import { addLines, previewLines } from './quick-order.service.js';
import { fileUnreadable, readFileLines } from './quick-order-file.js';
import { readPastedLines } from './quick-order-parse.js';

/** The same access as adding a line by hand (ordering.routes.ts). */
const config = {
  access: orderingAccess,
  problems: {
    400: ['QUICK_ORDER_TOO_MANY_LINES'],
    404: ['NOT_FOUND'],
    409: ['QUICK_ORDER_REGULAR_ONLY'],
  },
} satisfies FastifyContextConfig;
const tags = ['ordering'];

/** A paste of 1 MB of characters is more bytes as JSON (escaped tabs, accents): the body may be larger. */
const TEXT_BODY_LIMIT = 6 * QUICK_ORDER_MAX_BYTES;

export async function quickOrderRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  // The file's raw bytes, as the file uploads take them (ADR-013): one byte over the limit reaches the
  // handler, which answers QUICK_ORDER_TOO_LARGE; more is cut off by Fastify (413) before it is read.
  acceptRawBytes(app, QUICK_ORDER_MAX_BYTES + 1);

  app.post(
    '/api/order-drafts/:id/quick-order/preview',
    {
      config,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Quick order: pasted lines (code, quantity, reference; tabs or semicolons) read and checked as adding by hand would; nothing written',
        params: DraftIdParam,
        body: QuickOrderTextRequest,
        response: { 200: QuickOrderPreview },
      },
    },
    async (request) =>
      previewLines(
        deps,
        orderingCaller(signedInContext(request)),
        request.params.id,
        readPastedLines(request.body.text),
      ),
  );

  app.post(
    '/api/order-drafts/:id/quick-order/preview-file',
    {
      config: {
        ...config,
        problems: {
          ...config.problems,
          400: ['QUICK_ORDER_TOO_MANY_LINES', 'QUICK_ORDER_FILE_UNREADABLE'],
          413: ['QUICK_ORDER_TOO_LARGE'],
        },
        fileBody: {
          description:
            "The file's raw bytes: an Excel workbook (.xlsx, its first sheet) or a CSV or text file",
          mediaTypes: ['application/octet-stream'],
        },
      },
      bodyLimit: QUICK_ORDER_MAX_BYTES + 1,
      schema: {
        tags,
        summary: 'Quick order: the lines of an uploaded CSV or Excel file read and checked; nothing written',
        params: DraftIdParam,
        response: { 200: QuickOrderPreview },
      },
    },
    async (request) => {
      const body = request.body;
      return previewLines(deps, orderingCaller(signedInContext(request)), request.params.id, () => {
        if (!Buffer.isBuffer(body)) throw fileUnreadable();
        return readFileLines(body, request.log);
      });
    },
  );

  app.post(
    '/api/order-drafts/:id/quick-order/lines',
    {
      config: {
        ...config,
        problems: { ...config.problems, 409: ['DRAFT_NOT_EDITABLE', 'QUICK_ORDER_REGULAR_ONLY'] },
      },
      schema: {
        tags,
        summary:
          'Quick order: the valid lines added in one step, merged with the same item and reference; each line says what became of it',
        params: DraftIdParam,
        body: QuickOrderAddRequest,
        response: { 200: QuickOrderAddResult },
      },
    },
    async (request) =>
      addLines(deps, orderingCaller(signedInContext(request)), request.params.id, request.body.lines),
  );
}
