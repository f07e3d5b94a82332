import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config/env.js';
import { apiKeyRoutes } from './modules/api-keys/index.js';
import {
  authRoutes,
  landingFor,
  loginAsRoutes,
  rateLimitHeaders,
  resolveApiKeyContext,
  resolveSessionContext,
  shipToRoutes,
  toSessionResponse,
  twoFactorRoutes,
} from './modules/auth/index.js';
import { colleagueRoutes } from './modules/colleagues/index.js';
import { customerDocumentRoutes } from './modules/customer-documents/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { documentPdfRoutes } from './modules/document-pdfs/index.js';
import { erpConnectionRoutes } from './modules/erp-connection/index.js';
import { fileRoutes } from './modules/files/index.js';
import { healthRoutes } from './modules/health/index.js';
import { helpTextRoutes } from './modules/help-texts/index.js';
import { logRoutes, writeLog } from './modules/logs/index.js';
import { devMailboxRoutes } from './modules/mail/index.js';
import { newsRoutes } from './modules/news/index.js';
import {
  addressBookRoutes,
  itemRoutes,
  orderingRoutes,
  orderQueueRoutes,
  quickOrderRoutes,
  reorderRoutes,
  stockCheckRoutes,
} from './modules/ordering/index.js';
import { paymentRoutes } from './modules/payments/index.js';
import { registrationRoutes } from './modules/registrations/index.js';
import { returnRoutes } from './modules/returns/index.js';
import { salesDocumentRoutes } from './modules/sales-documents/index.js';
import { savedListRoutes } from './modules/saved-lists/index.js';
import { letterheadRoutes, settingsRoutes } from './modules/settings/index.js';
import { statementRoutes } from './modules/statement/index.js';
import { userRoutes } from './modules/user-admin/index.js';
import { accessPlugin } from './plugins/access.js';
import { actingAuditPlugin } from './plugins/acting-audit.js';
import { drainingPlugin } from './plugins/draining.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { registerSpa } from './plugins/spa.js';
import type { AppDeps } from './shared/deps.js';
import type { AppInstance } from './shared/fastify.js';

export interface BuildOptions {
  /** Serve the built SPA (off in API tests). */
  isServingWeb?: boolean;
}

/** A number of hops as the function Fastify's types take: trust the nearest `hops` proxies, no further. */
function trustProxyOption(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** The HTTP app over the dependencies createDeps built (conventions, fastify/demo): plugins, then every module's routes. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<AppInstance> {
  const app = Fastify({
    // The composition root's logger (createLogger redacts cookies and tokens, D31).
    loggerInstance: deps.log,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    clientErrorHandler: answerClientError,
    // While closing, the draining plugin answers new requests 503 SHUTTING_DOWN as problem+json, not
    // Fastify's bare 503.
    return503OnClosing: false,
    // The router's own refusals (a URL that does not decode, a parameter longer than any id) as
    // problems like every other 400; a document's file name may be 200 characters.
    frameworkErrors: answerFrameworkError,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every request pays for each hook (bench/results/throughput.md sets the portal beside a bare Fastify):
  // the hooks that run for every request are callbacks, not async functions, so that none allocates a
  // promise and waits a microtask to say it has nothing to do.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  if (deps.metrics) app.addHook('onResponse', deps.metrics.observeResponse);

  await app.register(drainingPlugin);
  // Answers above 1 KB compressed as the browser asks: brotli at a low quality costs little
  // CPU and still beats gzip on JSON; PDFs and images are left as they are (already compressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await registerSecurity(app, {
    isHttps: deps.config.publicUrl.startsWith('https:'),
    publicOrigin: new URL(deps.config.publicUrl).origin,
  });
  await registerOpenApi(app, { isServed: deps.config.isServingApiDocs });
  await app.register(sessionPlugin, {
    resolve: (ctx, token) => resolveSessionContext(deps, ctx, token),
    resolveApiKey: async (ctx, token) => rateLimitHeaders(await resolveApiKeyContext(deps, ctx, token)),
  });
  await app.register(accessPlugin);
  await app.register(actingAuditPlugin, {
    writeActingRow: (ctx, message, data) =>
      writeLog(deps.database.db, ctx, { level: 'info', event: 'ACTING_REQUEST', message, data }),
  });
  registerErrorHandler(app, (ctx, entry) =>
    writeLog(deps.database.db, ctx, { level: 'error', event: 'UNHANDLED_ERROR', ...entry }),
  );

  for (const routes of [
    healthRoutes,
    authRoutes,
    twoFactorRoutes,
    registrationRoutes,
    settingsRoutes,
    letterheadRoutes,
    logRoutes,
    helpTextRoutes,
    devMailboxRoutes,
    dashboardRoutes,
    shipToRoutes,
    addressBookRoutes,
    itemRoutes,
    orderingRoutes,
    quickOrderRoutes,
    orderQueueRoutes,
    erpConnectionRoutes,
    stockCheckRoutes,
    reorderRoutes,
    returnRoutes,
    savedListRoutes,
    salesDocumentRoutes,
    statementRoutes,
    paymentRoutes,
    documentPdfRoutes,
    newsRoutes,
    customerDocumentRoutes,
    fileRoutes,
    userRoutes,
    colleagueRoutes,
    apiKeyRoutes,
    loginAsRoutes,
  ]) {
    await app.register(async (scope) => routes(scope as AppInstance, deps));
  }

  if (options.isServingWeb) {
    await registerSpa(app, deps.config.webDist, {
      landingOf: (ctx) => (ctx.user ? landingFor(ctx.user.role, ctx.isMaintenanceOn) : null),
      sessionOf: (ctx) => (ctx.user ? toSessionResponse({ ...ctx, user: ctx.user }) : null),
    });
  }
  return app;
}
