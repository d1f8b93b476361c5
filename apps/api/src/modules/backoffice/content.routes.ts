import fastifyMultipart from '@fastify/multipart';
import {
  backofficeResourcePageSchema,
  backofficeResourceSchema,
  backofficeTestimonialPageSchema,
  backofficeTestimonialSchema,
  PROFILE_IMAGE_MAX_BYTES,
  resourceInputSchema,
  resourceListQuerySchema,
  resourcePatchSchema,
  testimonialInputSchema,
  testimonialListQuerySchema,
  testimonialPatchSchema,
} from '@pathscoop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sanitizeResourceHtml } from '../resources/sanitize';
import {
  createResource,
  createTestimonial,
  getResource,
  getTestimonial,
  listResources,
  listTestimonials,
  setResourceThumbnail,
  updateResource,
  updateTestimonial,
} from './content.service';
import {
  contentErrors as errors,
  idParams as params,
  registerPublishRoutes,
  contentTags as tags,
} from './content-routes-shared';
import { backofficeGuard, backofficeOf } from './permissions';
import { readUploadField } from './upload-field';

/** The one `thumbnail` file of a multipart body (≤ 5 MB, like profile photos); anything else is a 400 in words. */
const readThumbnail = (request: FastifyRequest) =>
  readUploadField(
    request,
    'thumbnail',
    {
      notMultipart: 'Send the picture as multipart/form-data in the field "thumbnail".',
      otherField: 'Only a thumbnail can be uploaded here.',
      missing: 'Choose a PNG or JPEG picture.',
    },
    { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 },
  );

/**
 * Content (docs/backoffice.md "Content"): testimonials and stories, school resources. Reading needs
 * `content.read`, every change `content.write`; new items are drafts until published.
 */
export const backofficeContentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });

    // ---- testimonials and stories (user-reviews/) ----
    app.get(
      '/api/v1/backoffice/testimonials/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'Testimonials (audience home) and stories (student, parent), drafts included; paged by 20',
          querystring: testimonialListQuerySchema,
          response: { 200: backofficeTestimonialPageSchema, ...errors },
        },
      },
      async (request) => listTestimonials(ctx, request.query),
    );
    app.post(
      '/api/v1/backoffice/testimonials/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Create a testimonial or story as an unpublished draft',
          body: testimonialInputSchema,
          response: { 201: backofficeTestimonialSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createTestimonial(ctx, backofficeOf(request), request.body)),
    );
    app.get(
      '/api/v1/backoffice/testimonials/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'One testimonial or story (for preview)',
          params,
          response: { 200: backofficeTestimonialSchema, ...errors },
        },
      },
      async (request) => getTestimonial(ctx, request.params.id),
    );
    app.patch(
      '/api/v1/backoffice/testimonials/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Edit a testimonial or story (a published one changes for members at once)',
          params,
          body: testimonialPatchSchema,
          response: { 200: backofficeTestimonialSchema, ...errors },
        },
      },
      async (request) => updateTestimonial(ctx, backofficeOf(request), request.params.id, request.body),
    );
    registerPublishRoutes(app, ctx, {
      path: 'testimonials',
      action: 'testimonial',
      response: backofficeTestimonialSchema,
      summaries: {
        publish: 'Publish: user-reviews/ serves it from the next request',
        unpublish: 'Unpublish: user-reviews/ stops serving it from the next request',
      },
      update: updateTestimonial,
    });

    // ---- school resources (school-resource/: Picks For You, Great Finds) ----
    app.get(
      '/api/v1/backoffice/resources/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'School resources (Picks For You, Great Finds), drafts included; paged by 20',
          querystring: resourceListQuerySchema,
          response: { 200: backofficeResourcePageSchema, ...errors },
        },
      },
      async (request) => listResources(ctx, request.query),
    );
    app.post(
      '/api/v1/backoffice/resources/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Create a resource for one school or everyone, as an unpublished draft',
          description: 'The HTML body is cleaned by the allow-list sanitiser before it is stored.',
          body: resourceInputSchema,
          response: { 201: backofficeResourceSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createResource(ctx, backofficeOf(request), request.body)),
    );
    app.post(
      '/api/v1/backoffice/resources/preview/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'The body as it would be stored and shown (sanitised); stores nothing',
          body: resourcePatchSchema.pick({ body: true }).required(),
          response: { 200: z.object({ body: z.string() }), ...errors },
        },
      },
      async (request) => ({ body: sanitizeResourceHtml(request.body.body) }),
    );
    app.get(
      '/api/v1/backoffice/resources/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.read'),
        schema: {
          ...tags,
          summary: 'One resource (for preview)',
          params,
          response: { 200: backofficeResourceSchema, ...errors },
        },
      },
      async (request) => getResource(ctx, request.params.id),
    );
    app.patch(
      '/api/v1/backoffice/resources/:id/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Edit a resource: text, video, school, kind, position (a published one changes at once)',
          params,
          body: resourcePatchSchema,
          response: { 200: backofficeResourceSchema, ...errors },
        },
      },
      async (request) => updateResource(ctx, backofficeOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/v1/backoffice/resources/:id/thumbnail/',
      {
        onRequest: backofficeGuard(ctx, 'content.write'),
        schema: {
          ...tags,
          summary: 'Upload the thumbnail (multipart field "thumbnail"; PNG or JPEG, at most 5 MB)',
          description:
            'The profile-photo pipeline: checked by content, re-encoded as 768x480 WebP without metadata.',
          params,
          response: { 200: backofficeResourceSchema, ...errors },
        },
      },
      async (request) =>
        setResourceThumbnail(ctx, backofficeOf(request), request.params.id, await readThumbnail(request)),
    );
    registerPublishRoutes(app, ctx, {
      path: 'resources',
      action: 'resource',
      response: backofficeResourceSchema,
      summaries: {
        publish: 'Publish: school-resource/ serves it to its school (or everyone) from the next request',
        unpublish: 'Unpublish: school-resource/ stops serving it from the next request',
      },
      update: updateResource,
    });
  };
