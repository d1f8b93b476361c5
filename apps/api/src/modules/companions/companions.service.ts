import {
  type AiAgentPage,
  CHAT_HISTORY_LIMIT,
  CHAT_MAX_CHARS,
  type ChatHistoryItem,
  type ChatReply,
  type ChatSend,
  parsePresetMessage,
} from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { AiUnavailableError } from '../ai/ai.types';
import { getStrengthProfile } from '../exploration/exploration.service';
import { claimIdempotencyKey, type IdempotencyClaim, IdempotentTwinError } from '../idempotency/idempotency';
import { loadEntitlements } from '../pricing/entitlements';
import * as repo from './companions.repo';
import type { AgentSettings } from './companions.tables';
import {
  type CareerFacts,
  factsText,
  findCareersByTitle,
  findNamedCareers,
  loadCareerFacts,
  loadStudentContext,
  riskTextOf,
} from './grounding';
import { writeOfflineReply } from './offline-companion';
import { checkReply, fromModerationCategory, SAFETY_REPLIES, type SafetyCategory } from './safety';
import { answerRisk, moderateSafely, screenProviderReply, screenStudentMessage } from './safety/guard';
import { SAFE_FALLBACK } from './safety/responses';

export const COMPANION_MESSAGES = {
  studentsOnly: 'AI Companions are for Career Explorer (student) accounts.',
  needsPlan:
    'AI Companions come with the Double Scoop, Sundae and Milkshake plans. Choose a plan that includes them to chat with Career Buddy and College Buddy.',
  notFound: 'Not found.',
  blank: 'This field may not be blank.',
  tooLong: `Ensure this field has no more than ${CHAT_MAX_CHARS} characters.`,
  lastNotUser: 'The last message must be the new user message.',
  allowance: (limit: number) =>
    `You have used today's ${limit} companion messages. Your allowance starts again at midnight (UTC).`,
  failed: 'Something went wrong.',
} as const;

const PAGE_SIZE = 10;

/**
 * The companions assigned to this user: every active agent for a student whose plan (or school)
 * includes them, none otherwise (the spec's "You don't have any assigned yet."; the client unlocks
 * Career Buddy features only when the agent is returned).
 */
export async function listAgentsPage(
  ctx: AppContext,
  user: CurrentUser,
  query: { page: number; name__iexact?: string },
): Promise<AiAgentPage> {
  const entitled = user.role === 'Student' && (await loadEntitlements(ctx.db, user.id, ctx.now())).companions;
  const count = entitled ? await repo.countAgents(ctx.db, query.name__iexact) : 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (query.page > pages) throw notFound('Invalid page.');
  const rows = entitled
    ? await repo.listAgents(ctx.db, PAGE_SIZE, (query.page - 1) * PAGE_SIZE, query.name__iexact)
    : [];
  const link = (p: number) => {
    const url = new URL(`${ctx.config.PUBLIC_URL}/api/v1/ai-agents/`);
    url.searchParams.set('page', String(p));
    if (query.name__iexact !== undefined) url.searchParams.set('name__iexact', query.name__iexact);
    return url.toString();
  };
  return {
    count,
    next: query.page < pages ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      image: r.image,
      short_description: r.short_description,
    })),
  };
}

/** Students with companions in their plan (or school), and an active agent; else 403/404. */
async function authorize(ctx: AppContext, user: CurrentUser, agentId: number, now: Date) {
  if (user.role !== 'Student') throw forbidden(COMPANION_MESSAGES.studentsOnly);
  const agent = await repo.findActiveAgent(ctx.db, agentId);
  if (!agent) throw notFound(COMPANION_MESSAGES.notFound);
  const entitlements = await loadEntitlements(ctx.db, user.id, now);
  if (!entitlements.companions) throw forbidden(COMPANION_MESSAGES.needsPlan);
  return { agent, entitlements };
}

export async function getHistory(
  ctx: AppContext,
  user: CurrentUser,
  agentId: number,
): Promise<ChatHistoryItem[]> {
  await authorize(ctx, user, agentId, ctx.now());
  const rows = await repo.listHistory(ctx.db, user.id, agentId);
  return rows.map((r) => ({ content: r.content, role: r.role, timestamp: r.created_at.toISOString() }));
}

/**
 * The Career Buddy's id for a career detail's `agent_id` (spec §3 "Career item on detail"): set when
 * the student's plan (or school) includes the companions, else null.
 */
export async function careerBuddyAgentIdFor(ctx: AppContext, user: CurrentUser): Promise<number | null> {
  if (user.role !== 'Student') return null;
  const entitlements = await loadEntitlements(ctx.db, user.id, ctx.now());
  if (!entitlements.companions) return null;
  return repo.findAgentIdByName(ctx.db, 'Career Buddy');
}

/** Clear Messages: the student's conversation with this agent is deleted (students only; no plan needed). */
export async function clearHistory(ctx: AppContext, user: CurrentUser, agentId: number): Promise<void> {
  if (user.role !== 'Student') throw forbidden(COMPANION_MESSAGES.studentsOnly);
  const agent = await repo.findActiveAgent(ctx.db, agentId);
  if (!agent) throw notFound(COMPANION_MESSAGES.notFound);
  await repo.deleteHistory(ctx.db, user.id, agentId);
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const secondsToUtcMidnight = (d: Date) => {
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - d.getTime()) / 1000));
};

/** The client's system message is context about the student, never instructions: one bounded line. */
function contextLineOf(body: ChatSend): string | null {
  const system = body.messages.find((m) => m.role === 'system');
  if (!system) return null;
  const line = system.content
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  return line || null;
}

export async function sendChat(
  ctx: AppContext,
  user: CurrentUser,
  agentId: number,
  body: ChatSend,
  claim?: IdempotencyClaim,
): Promise<ChatReply> {
  const now = ctx.now();
  const { agent, entitlements } = await authorize(ctx, user, agentId, now);
  const last = body.messages[body.messages.length - 1];
  if (last?.role !== 'user') throw badRequest('messages', COMPANION_MESSAGES.lastNotUser);
  const text = last.content.trim();
  if (!text) throw badRequest('messages', COMPANION_MESSAGES.blank);
  if (text.length > CHAT_MAX_CHARS) throw badRequest('messages', COMPANION_MESSAGES.tooLong);

  const day = utcDay(now);
  const limit = entitlements.dailyChatMessages;
  if (limit !== null && !(await repo.takeDailyMessage(ctx.db, user.id, day, limit)))
    throw tooManyRequests(secondsToUtcMidnight(now), COMPANION_MESSAGES.allowance(limit));

  let exchange: { stored: string; reply: string };
  try {
    exchange = await answer(ctx, user, agent, text, contextLineOf(body), now);
  } catch (err) {
    if (limit !== null) await repo.refundDailyMessage(ctx.db, user.id, day);
    if (err instanceof AiUnavailableError) throw new AppError(503, { detail: COMPANION_MESSAGES.failed });
    throw err;
  }
  const response: ChatReply = { response: [{ message: { role: 'assistant', content: exchange.reply } }] };
  if (!claim) {
    await repo.insertExchange(ctx.db, user.id, agent.id, exchange.stored, exchange.reply, now);
    return response;
  }
  // With an Idempotency-Key: the exchange and the key (with this answer) in one transaction; a copy
  // of this request that was stored first gives its day's message back.
  await ctx.db
    .transaction()
    .execute(async (tx) => {
      await repo.insertExchange(tx, user.id, agent.id, exchange.stored, exchange.reply, now);
      await claimIdempotencyKey(tx, claim, { status: 200, response });
    })
    .catch(async (err: unknown) => {
      if (err instanceof IdempotentTwinError && limit !== null)
        await repo.refundDailyMessage(ctx.db, user.id, day);
      throw err;
    });
  return response;
}

type Agent = NonNullable<Awaited<ReturnType<typeof repo.findActiveAgent>>>;

async function flag(
  ctx: AppContext,
  user: CurrentUser,
  agent: Agent,
  source: 'user' | 'assistant',
  categories: SafetyCategory[],
  action: string,
  excerpt: string,
) {
  await repo.insertFlag(
    ctx.db,
    { userId: user.id, agentId: agent.id, source, categories, action, excerpt },
    ctx.config.CHAT_FLAG_RETENTION_DAYS,
  );
}

/** Safety first, then grounding and the model, then the reply's own check. */
async function answer(
  ctx: AppContext,
  user: CurrentUser,
  agent: Agent,
  text: string,
  contextLine: string | null,
  now: Date,
): Promise<{ stored: string; reply: string }> {
  // Safety first (safety/guard.ts): the student's earlier messages carry risk into this one.
  const history = await repo.listRecentHistory(ctx.db, user.id, agent.id, CHAT_HISTORY_LIMIT);
  // A preset's career titles are not the student's words (grounding.ts riskTextOf).
  const earlier = await Promise.all(
    history.filter((h) => h.role === 'user').map((h) => riskTextOf(ctx.db, h.content)),
  );
  const screen = await screenStudentMessage(ctx, text, earlier, await riskTextOf(ctx.db, text));
  const stored = screen.stored;
  if (screen.risk.primary) return { stored, reply: await answerRisk(ctx, user, agent, screen) };
  const categories = new Set(screen.other);
  if (categories.has('hate')) {
    await flag(ctx, user, agent, 'user', [...categories], 'refused', stored);
    return { stored, reply: SAFETY_REPLIES.refusal };
  }
  if (categories.has('injection')) {
    await flag(ctx, user, agent, 'user', [...categories], 'injection-refused', stored);
    return { stored, reply: SAFETY_REPLIES.injection };
  }

  const settings = agent.settings as AgentSettings;
  const [student, strengths] = await Promise.all([
    loadStudentContext(ctx.db, user),
    getStrengthProfile(ctx, user).catch(() => null),
  ]);
  if (strengths)
    student.strengths = [
      ...strengths.top_traits.slice(0, 3),
      ...strengths.top_skills.slice(0, 3),
      ...strengths.top_activities.slice(0, 3),
    ];
  const preset = parsePresetMessage(stored);
  let focus: CareerFacts[];
  let context: CareerFacts[];
  if (preset) {
    // Only the careers the preset lists (the student's saved careers), never others.
    focus = await loadCareerFacts(ctx.db, await findCareersByTitle(ctx.db, preset.titles.slice(0, 6)));
    context = focus;
  } else {
    const inMessage = await findNamedCareers(ctx.db, stored);
    let earlier: string[] = [];
    for (const h of [...history].reverse()) {
      if (h.role !== 'user') continue;
      earlier = await findNamedCareers(ctx.db, h.content);
      if (earlier.length) break;
    }
    const savedCodes = await findCareersByTitle(ctx.db, student.saved.slice(0, 3));
    // A career page's chat says which career it is about in its context line (retrieval only):
    // "it" on that page means that career, before anything named earlier in the conversation.
    const page = contextLine?.match(/I am looking at the career (.{2,200}?)\.$/)?.[1];
    const fromPage = !inMessage.length && page ? (await findCareersByTitle(ctx.db, [page])).slice(0, 1) : [];
    const focusCodes = inMessage.length ? inMessage : fromPage.length ? fromPage : earlier;
    const allCodes = [...new Set([...focusCodes, ...earlier, ...savedCodes])].slice(0, 6);
    context = await loadCareerFacts(ctx.db, allCodes);
    focus = context.filter((c) => focusCodes.includes(c.code));
  }

  let reply = await ctx.ai.complete({
    purpose: 'chat',
    system: agent.system_prompt,
    facts: factsText(student, context, contextLine),
    messages: [
      ...history.map((h) => ({ role: h.role, content: h.content })),
      { role: 'user' as const, content: stored },
    ],
    maxTokens: settings.max_tokens,
    offline: () =>
      writeOfflineReply({
        focus: settings.focus ?? 'career',
        agentName: agent.name,
        student,
        careers: focus,
        preset: preset?.preset ?? null,
        message: stored,
        now,
      }),
  });

  const replyIssues = checkReply(reply, agent.system_prompt);
  if (replyIssues.length) {
    await flag(ctx, user, agent, 'assistant', replyIssues, 'reply-replaced', reply);
    reply = replyIssues.includes('injection') ? SAFETY_REPLIES.injection : SAFETY_REPLIES.refusal;
  } else if (ctx.ai.kind !== 'offline') {
    // A provider's reply is read like a student's message and more (safety/reply-check.ts).
    reply = (await screenProviderReply(ctx, user, agent, screen, reply)).reply;
    const moderation =
      reply !== SAFE_FALLBACK[screen.risk.language] ? await moderateSafely(ctx, reply) : null;
    if (moderation) {
      const issues = moderation.categories.map(fromModerationCategory).filter((c) => c && c !== 'self-harm');
      if (issues.length) {
        await flag(ctx, user, agent, 'assistant', issues as SafetyCategory[], 'reply-replaced', reply);
        reply = SAFE_FALLBACK[screen.risk.language];
      }
    }
  }
  if (categories.has('pii')) {
    await flag(ctx, user, agent, 'user', ['pii'], 'masked', stored);
    reply = `${SAFETY_REPLIES.piiReminder}\n\n${reply}`;
  }
  return { stored, reply };
}
