import {
  aiReportLinkSchema,
  errorDetailSchema,
  questionIdParamSchema,
  recommendationsPageSchema,
  recommendationsQuerySchema,
  reportTokenParamSchema,
  scoopQuestionSchema,
  strengthProfileSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import {
  getStrengthProfile,
  listRecommendations,
  reportLinkFor,
  revokeReportLink,
} from './exploration.service';
import { loadReport, renderMissingReport, renderReportHtml } from './report';
import { renderReportPdf } from './report-pdf';
import { refreshScoopAnswer } from './scoop.service';

const roleErrors = { 403: errorDetailSchema, ...authErrorResponses };

/** Career exploration (docs/exploration.md). GET result/{id}/ (the career detail) is in results.routes. */
export const explorationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/recommendations/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['exploration'],
          summary:
            'Every career recommended to you across attempts, once each, newest attempt first (DRF page)',
          security: [{ bearerAuth: [] }],
          querystring: recommendationsQuerySchema,
          response: {
            200: recommendationsPageSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...roleErrors,
          },
        },
      },
      async (request) => listRecommendations(ctx, userOf(request), request.query.page),
    );

    app.get(
      '/api/v1/question/:id/refresh/answer/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['exploration'],
          summary:
            'A new Scoop answer for you (cap 5 scoops per question; needs a plan or an affiliate code)',
          security: [{ bearerAuth: [] }],
          params: questionIdParamSchema,
          response: {
            200: scoopQuestionSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            429: errorDetailSchema,
            503: errorDetailSchema,
            ...roleErrors,
          },
        },
      },
      async (request) => refreshScoopAnswer(ctx, userOf(request), request.params.id),
    );

    app.get(
      '/api/v1/my-strength-profile/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['exploration'],
          summary: 'Your strengths from your newest attempt (empty lists before any attempt)',
          security: [{ bearerAuth: [] }],
          response: { 200: strengthProfileSchema, ...roleErrors },
        },
      },
      async (request) => getStrengthProfile(ctx, userOf(request)),
    );

    app.get(
      '/api/v1/ai-report/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['exploration'],
          summary: 'Your AI Insights Report link (the same as profile.ai_report; null before any attempt)',
          security: [{ bearerAuth: [] }],
          response: { 200: aiReportLinkSchema, ...roleErrors },
        },
      },
      async (request) => {
        const user = userOf(request);
        if (user.role !== 'Student') throw forbidden('The AI Insights Report is for Career Explorers.');
        return { ai_report: await reportLinkFor(ctx, user) };
      },
    );

    app.delete(
      '/api/v1/ai-report/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['exploration'],
          summary: 'Revokes your report link and answers the new one',
          security: [{ bearerAuth: [] }],
          response: { 200: aiReportLinkSchema, 404: errorDetailSchema, ...roleErrors },
        },
      },
      async (request) => revokeReportLink(ctx, userOf(request)),
    );

    app.get(
      '/api/v1/ai-report/:token/',
      {
        schema: {
          tags: ['exploration'],
          summary: 'The printable AI Insights Report behind an unguessable, revocable link (HTML)',
          params: z.object({ token: z.string().max(200) }),
          response: { 200: z.string().describe('text/html'), 404: z.string().describe('text/html') },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
        reply.header('X-Robots-Tag', 'noindex');
        const token = reportTokenParamSchema.safeParse(request.params);
        const data = token.success ? await loadReport(ctx, token.data.token) : null;
        reply.type('text/html; charset=utf-8');
        if (!data) return reply.status(404).send(renderMissingReport());
        return renderReportHtml(data, 'pdf/');
      },
    );

    app.get(
      '/api/v1/ai-report/:token/pdf/',
      {
        schema: {
          tags: ['exploration'],
          summary: 'The AI Insights Report as a PDF download',
          params: z.object({ token: z.string().max(200) }),
          response: { 200: z.any().describe('application/pdf'), 404: errorDetailSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
        const token = reportTokenParamSchema.safeParse(request.params);
        const data = token.success ? await loadReport(ctx, token.data.token) : null;
        if (!data) return reply.status(404).send({ detail: 'Not found.' });
        const pdf = await renderReportPdf(data);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', 'attachment; filename="pathscoop-ai-insights-report.pdf"')
          .send(pdf);
      },
    );
  };
