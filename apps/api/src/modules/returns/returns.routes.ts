import {
  ReturnableLinePage,
  ReturnableLinesQuery,
  ReturnRequestInput,
  ReturnRequestResult,
} from '@selvedge/contracts';
import { customerDataAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { listReturnableLines, submitReturnRequest } from './returns.service.js';

const tags = ['returns'];

/** /add-returns (ordering §2, §7 "Returns"): Customer and Sales for their customer; no create-order claim. */
export async function returnRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/returnable-lines',
    {
      config: { access: customerDataAccess },
      schema: {
        tags,
        summary: "The customer's delivered lines with what can still be returned, 20 a page, quick search",
        querystring: ReturnableLinesQuery,
        response: { 200: ReturnableLinePage },
      },
    },
    async (request) => listReturnableLines(deps, signedInContext(request), request.query),
  );

  app.post(
    '/api/return-requests',
    {
      config: {
        access: customerDataAccess,
        problems: { 404: ['NOT_FOUND'], 422: ['NOTHING_TO_RETURN', 'PICK_UP_DATE_IN_PAST'] },
      },
      schema: {
        tags,
        summary:
          'Submit a return request: capped, sent to the ERP exactly once, queued while it is down (D24, D30)',
        body: ReturnRequestInput,
        response: { 200: ReturnRequestResult },
      },
    },
    async (request) => submitReturnRequest(deps, signedInContext(request), request.body),
  );
}
