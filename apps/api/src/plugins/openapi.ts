import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../shared/fastify.js';

/**
 * The OpenAPI document, generated from the zod contracts (app.swagger()); served with its viewer at
 * /api/docs (JSON at /api/docs/json) when the configuration says so, by default not in production.
 */
export async function registerOpenApi(app: AppInstance, options: { isServed: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Selvedge portal API',
        description: 'The customer portal API. Every answer that is not 2xx is application/problem+json.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'selvedge_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (options.isServed) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
