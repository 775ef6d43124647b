/**
 * The OpenAPI document, generated from the routes' zod schemas (defineRoute), served at
 * /api/docs/json with a browsable Swagger UI at /api/docs (public, like the spec it mirrors).
 * Each operation says who may call it: its description and `x-access` ('public', 'authenticated',
 * 'super' or { anyOf: [...] }), and `security: bearerAuth` when a token is needed.
 * Only the API's own routes are listed (not the SPA's files, /uploads/ or the docs themselves).
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { API_PREFIX } from './route';

export { API_PREFIX };

/** Where the generated OpenAPI document and its UI live: public, and no route of ours. */
export const DOCS_PREFIX = '/api/docs';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mystery Box Admin API',
        description:
          'Every reply is `{code, msg, ...data}` with HTTP status = code (docs/api.md). ' +
          'Sign in with POST /api/admin/login and send the token as `Authorization: Bearer <token>`.',
        version: '1',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      if (!document.url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url: document.url };
      return jsonSchemaTransform(document);
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
