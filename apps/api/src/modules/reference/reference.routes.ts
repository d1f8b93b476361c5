import {
  badRequestSchema,
  errorDetailSchema,
  faqListSchema,
  faqQuerySchema,
  industryListSchema,
  tagListSchema,
  userReviewPageSchema,
  userReviewQuerySchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { publicFaq } from '../backoffice/faq-presets.service';
import { listIndustries, listTags } from './reference.repo';
import { pageUserReviews } from './reference.service';

/** Public reference lists: mentor tags, industries, home testimonials. */
export const referenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/tags/',
      {
        schema: {
          tags: ['reference'],
          summary: 'Mentor tags (sign-up list), in display order',
          response: { 200: tagListSchema },
        },
      },
      async () => listTags(ctx.db),
    );

    app.get(
      '/api/v1/industries/',
      {
        schema: {
          tags: ['reference'],
          summary: 'Industries (mentor sign-up select), in display order',
          response: { 200: industryListSchema },
        },
      },
      async () => listIndustries(ctx.db),
    );

    app.get(
      '/api/v1/user-reviews/',
      {
        schema: {
          tags: ['reference'],
          summary:
            'Testimonials for the home page (DRF page; the home asks per_page=3); audience=student|parent: the stories',
          querystring: userReviewQuerySchema,
          response: { 200: userReviewPageSchema, 400: badRequestSchema, 404: errorDetailSchema },
        },
      },
      async (request) =>
        pageUserReviews(ctx, request.query.page, request.query.per_page, request.query.audience),
    );

    app.get(
      '/api/v1/faq/',
      {
        schema: {
          tags: ['reference'],
          summary: 'The FAQ of one audience (careerexplorer by default): published entries in order',
          description:
            'Read from the table on every request (no cache header, like user-reviews/), so a change made in the back office shows at once.',
          querystring: faqQuerySchema,
          response: { 200: faqListSchema, 400: badRequestSchema },
        },
      },
      async (request) => publicFaq(ctx, request.query.audience),
    );
  };
