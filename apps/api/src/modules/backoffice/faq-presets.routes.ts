import {
  backofficeFaqListSchema,
  backofficeFaqSchema,
  backofficeScoopPresetListSchema,
  backofficeScoopPresetSchema,
  faqInputSchema,
  faqListQuerySchema,
  faqPatchSchema,
  scoopPresetInputSchema,
  scoopPresetPatchSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import {
  contentErrors as errors,
  idParams as params,
  registerPublishRoutes,
  contentTags as tags,
} from './content-routes-shared';
import {
  createFaq,
  createPreset,
  getFaq,
  getPreset,
  listFaq,
  listPresets,
  updateFaq,
  updatePreset,
} from './faq-presets.service';
import { backofficeGuard, backofficeOf } from './permissions';

/**
 * Content: the FAQ (`faq/`) and the Scoop's preset questions (docs/backoffice.md). Reading needs
 * `content.read`, every change `content.write`; new items are drafts until published.
 */
export const backofficeFaqPresetRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- FAQ ----
    app.get(
      '/api/v1/backoffice/faq/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'FAQ entries of both audiences, drafts included, in order',
          querystring: faqListQuerySchema,
          response: { 200: backofficeFaqListSchema, ...errors },
        },
      },
      async (request) => listFaq(ctx, request.query),
    );
    app.post(
      '/api/v1/backoffice/faq/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary:
            'Create an FAQ entry as an unpublished draft (at the end of its audience unless a position is given)',
          body: faqInputSchema,
          response: { 201: backofficeFaqSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createFaq(ctx, backofficeOf(request), request.body)),
    );
    app.get(
      '/api/v1/backoffice/faq/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'One FAQ entry',
          params,
          response: { 200: backofficeFaqSchema, ...errors },
        },
      },
      async (request) => getFaq(ctx, request.params.id),
    );
    app.patch(
      '/api/v1/backoffice/faq/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary:
            'Edit an FAQ entry: question, answer, audience, position (a published one changes at once)',
          params,
          body: faqPatchSchema,
          response: { 200: backofficeFaqSchema, ...errors },
        },
      },
      async (request) => updateFaq(ctx, backofficeOf(request), request.params.id, request.body),
    );
    registerPublishRoutes(app, ctx, {
      path: 'faq',
      action: 'faq',
      response: backofficeFaqSchema,
      summaries: {
        publish: 'Publish: faq/ serves it from the next request',
        unpublish: 'Unpublish: faq/ stops serving it from the next request',
      },
      update: updateFaq,
    });

    // ---- Scoop preset questions ----
    app.get(
      '/api/v1/backoffice/scoop-presets/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: "The Scoop's preset questions, drafts included, in order",
          response: { 200: backofficeScoopPresetListSchema, ...errors },
        },
      },
      async () => listPresets(ctx),
    );
    app.post(
      '/api/v1/backoffice/scoop-presets/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Add a preset question as an unpublished draft (answered by the AI once published)',
          body: scoopPresetInputSchema,
          response: { 201: backofficeScoopPresetSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createPreset(ctx, backofficeOf(request), request.body)),
    );
    app.get(
      '/api/v1/backoffice/scoop-presets/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'One preset question',
          params,
          response: { 200: backofficeScoopPresetSchema, ...errors },
        },
      },
      async (request) => getPreset(ctx, request.params.id),
    );
    app.patch(
      '/api/v1/backoffice/scoop-presets/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Edit a preset: text or order',
          description:
            'A new text drops the answers cached for the old one (and the refreshes of them); students get an answer to the new text at their next visit.',
          params,
          body: scoopPresetPatchSchema,
          response: { 200: backofficeScoopPresetSchema, ...errors },
        },
      },
      async (request) => updatePreset(ctx, backofficeOf(request), request.params.id, request.body),
    );
    registerPublishRoutes(app, ctx, {
      path: 'scoop-presets',
      action: 'scoop_preset',
      response: backofficeScoopPresetSchema,
      summaries: {
        publish: "Publish: every career's Scoop shows it from the next request",
        unpublish: "Unpublish: every career's Scoop hides it from the next request",
      },
      update: updatePreset,
    });
  };
