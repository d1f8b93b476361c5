import { addressQuerySchema, addressSuggestionListSchema, badRequestSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { anonymousThrottle } from '../../lib/anonymous-throttle';
import { rateLimitResponses } from '../../lib/rate-limit';
import { createOfflineAddressLookup } from './address.lookup';

/** GET address/autocomplete/?q= — public (the sign-up forms use it before an account exists). */
export const addressRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const lookup = ctx.address ?? createOfflineAddressLookup();
    app.get(
      '/api/v1/address/autocomplete/',
      {
        onRequest: anonymousThrottle(ctx),
        schema: {
          tags: ['address'],
          summary: 'US city / ZIP suggestions for an address field',
          description:
            'Offline US ZIP dataset by default: a ZIP prefix ("9021"), a city prefix ("Spring", ' +
            '"Springfield, IL") or a street followed by a city or ZIP ("12 Main St, Springfield, IL"). ' +
            'At most 10 suggestions, country "United States".',
          querystring: addressQuerySchema,
          response: { 200: addressSuggestionListSchema, 400: badRequestSchema, ...rateLimitResponses },
        },
      },
      async (request) => lookup.autocomplete(request.query.q, 10),
    );
  };
