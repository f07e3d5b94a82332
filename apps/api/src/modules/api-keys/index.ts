// The API keys module's one door (docs/adr/ADR-036-api-keys.md): the rest of the API imports only this
// file (docs/architecture.md, "Modules: one door, SQL in repositories"). A key's token is resolved into
// the request context by the auth module (api-key-context.service.ts), beside the session's.

export { apiKeyRoutes } from './api-keys.routes.js';
export { type IdempotentApproval, idempotentApproval } from './idempotency.js';
