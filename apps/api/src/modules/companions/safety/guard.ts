/**
 * Where the safety checks meet the chat (docs/companions.md, "Safety"). The chat service calls:
 * 1. `screenStudentMessage` before anything else: contact details masked, the risk classifier on
 *    the conversation (the student's earlier messages and this one), hate and prompt injection,
 *    and the provider's moderation endpoint when one is configured;
 * 2. `answerRisk` when the screen found risk: the flag for the safeguarding queue (category,
 *    severity, the exchange), the e-mail to SAFEGUARDING_EMAIL for critical ones, and the reply;
 * 3. `screenProviderReply` on a provider's reply before the student sees it.
 */
import type { AppContext } from '../../../context';
import type { CurrentUser } from '../../../lib/auth';
import * as repo from '../companions.repo';
import { checkUserMessage, fromModerationCategory, maskContactDetails, type SafetyCategory } from '../safety';
import { assessConversation, CATEGORY_ORDER, type RiskAssessment } from './classifier';
import type { RiskCategory, Severity } from './lexicon';
import { checkProviderReply, HOTLINES, type ReplyIssue } from './reply-check';
import { riskReply, SAFE_FALLBACK } from './responses';

export type Agent = { id: number; name: string; system_prompt: string };

export type Screen = {
  /** The message as stored and sent on (contact details masked). */
  stored: string;
  risk: RiskAssessment;
  /** hate, injection, pii (and provider categories that are not risk categories). */
  other: SafetyCategory[];
  earlier: string[];
};

const RISK = new Set<string>(CATEGORY_ORDER);
const MODERATION_SEVERITY: Record<RiskCategory, Severity> = {
  'self-harm': 'critical',
  grooming: 'critical',
  abuse: 'critical',
  violence: 'high',
  eating: 'high',
  bullying: 'high',
  drugs: 'medium',
  sexual: 'medium',
};
const RANK: Record<Severity, number> = { medium: 1, high: 2, critical: 3 };

/**
 * The provider's moderation endpoint, when configured. If it fails, the local checks (which always
 * run) decide alone rather than failing the student's chat; the failure is logged.
 */
export async function moderateSafely(
  ctx: AppContext,
  text: string,
): Promise<{ categories: string[] } | null> {
  if (!ctx.ai.moderate) return null;
  try {
    return await ctx.ai.moderate(text);
  } catch (err) {
    console.error('moderation endpoint failed; local checks only', err instanceof Error ? err.message : err);
    return null;
  }
}

export async function screenStudentMessage(
  ctx: AppContext,
  text: string,
  earlier: string[],
  /** What the risk checks read, when not the whole text (a preset without its career titles). */
  readAs: string = text,
): Promise<Screen> {
  const verdict = checkUserMessage(text);
  const read = readAs === text ? verdict.masked : checkUserMessage(readAs).masked;
  const risk = await assessConversation(earlier, read);
  const other = new Set<SafetyCategory>(verdict.categories);
  const moderation = await moderateSafely(ctx, read);
  if (moderation) {
    const found = new Set<RiskCategory>(risk.categories);
    for (const name of moderation.categories) {
      const ours = fromModerationCategory(name);
      if (!ours) continue;
      if (RISK.has(ours)) {
        const cat = ours as RiskCategory;
        if (!found.has(cat)) {
          found.add(cat);
          risk.signals.push(`moderation:${name}`);
          const sev = MODERATION_SEVERITY[cat];
          if (!risk.severity || RANK[sev] > RANK[risk.severity]) risk.severity = sev;
        }
      } else other.add(ours);
    }
    risk.categories = CATEGORY_ORDER.filter((c) => found.has(c));
    risk.primary = risk.categories[0] ?? null;
  }
  return { stored: verdict.masked, risk, other: [...other], earlier };
}

/** The flag's excerpt: the student's message, with the earlier messages the decision rested on. */
function excerptOf(screen: Screen): string {
  if (!screen.risk.fromConversation || !screen.earlier.length) return screen.stored;
  const before = screen.earlier
    .slice(-3)
    .map((m) => `> ${m.slice(0, 200)}`)
    .join('\n');
  return `Earlier messages:\n${before}\nThis message:\n${screen.stored}`;
}

async function alertSafeguarding(
  ctx: AppContext,
  user: CurrentUser,
  agent: Agent,
  flagId: string,
  categories: string[],
  severity: Severity,
  excerpt: string,
) {
  const who = await ctx.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'age'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  const name = who ? `${who.first_name} ${who.last_name.slice(0, 1)}.`.trim() : 'a student';
  try {
    await ctx.mail.send({
      to: ctx.config.SAFEGUARDING_EMAIL,
      subject: `Companion safeguarding alert #${flagId}: ${categories.join(', ')} (${severity})`,
      text: [
        `The ${agent.name} chat flagged a message from ${name} (account ${user.id}${who?.age ? `, age ${who.age}` : ''}) as ${categories.join(', ')}, severity ${severity}. The student was shown the crisis resources for it.`,
        excerpt,
        `Review it in the back office ("Flagged companion messages"): ${ctx.config.PUBLIC_URL}/backoffice`,
        '— Pathscoop safeguarding',
      ].join('\n\n'),
    });
    await ctx.db
      .updateTable('chat_safety_flags')
      .set({ alerted_at: ctx.now() })
      .where('id', '=', flagId)
      .execute();
  } catch (err) {
    // The flag is in the operators' queue either way; the chat is not failed over a mail server.
    console.error('safeguarding alert mail failed', err);
  }
}

/** Records the flag (and alerts on critical ones); returns the reply for the student. */
export async function answerRisk(
  ctx: AppContext,
  user: CurrentUser,
  agent: Agent,
  screen: Screen,
): Promise<string> {
  const risk = screen.risk;
  const primary = risk.primary as RiskCategory;
  const severity = risk.severity ?? 'high';
  const excerpt = excerptOf(screen);
  const categories = [...risk.categories, ...screen.other];
  const id = await repo.insertFlag(
    ctx.db,
    {
      userId: user.id,
      agentId: agent.id,
      source: 'user',
      categories,
      action: primary === 'self-harm' ? 'crisis-reply' : `${primary}-reply`,
      excerpt,
      severity,
    },
    ctx.config.CHAT_FLAG_RETENTION_DAYS,
  );
  if (severity === 'critical') await alertSafeguarding(ctx, user, agent, id, categories, severity, excerpt);
  return riskReply(primary, risk.language);
}

/**
 * A provider reply before the student sees it: unchanged when it passes, else SAFE_FALLBACK in the
 * conversation's language and a flag with the withheld reply.
 */
export async function screenProviderReply(
  ctx: AppContext,
  user: CurrentUser,
  agent: Agent,
  screen: Screen,
  reply: string,
): Promise<{ reply: string; issues: ReplyIssue[] }> {
  const withoutHotlines = reply.replace(HOTLINES, '');
  const issues = await checkProviderReply(
    reply,
    agent.system_prompt,
    maskContactDetails(withoutHotlines).found,
  );
  if (!issues.length) return { reply, issues };
  const severity: Severity = issues.some(
    (i) => i === 'self-harm-method' || i === 'secrecy' || i === 'meeting-alone',
  )
    ? 'critical'
    : 'high';
  const excerpt = `Student: ${screen.stored.slice(0, 300)}\nWithheld reply: ${maskContactDetails(reply).masked}`;
  const id = await repo.insertFlag(
    ctx.db,
    {
      userId: user.id,
      agentId: agent.id,
      source: 'assistant',
      categories: issues,
      action: 'reply-replaced',
      excerpt,
      severity,
    },
    ctx.config.CHAT_FLAG_RETENTION_DAYS,
  );
  if (severity === 'critical') await alertSafeguarding(ctx, user, agent, id, issues, severity, excerpt);
  return { reply: SAFE_FALLBACK[screen.risk.language], issues };
}
