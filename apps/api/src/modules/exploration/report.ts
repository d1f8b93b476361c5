/**
 * The AI Insights Report (docs/exploration.md): what Pathscoop writes for a student after an
 * attempt — the interest profile as a RIASEC chart (SVG), strengths, the top 10 with their
 * reasons, saved and scored careers, next steps. One data loader, one printable HTML page (no
 * script, print styles) and a PDF of the same content (report-pdf.ts).
 */
import { RIASEC_NAMES, type StrengthProfile } from '@pathscoop/contracts';
import type { Answers, Profile } from '@pathscoop/engine';
import type { AppContext } from '../../context';
import { escapeHtml } from '../payments/payment-pages';
import { listNewestResults, type ResultRow } from '../results/results.repo';
import { maskTitle } from '../results/results.service';
import { findNewestAttempt, findReportByToken, listKeptCareers } from './exploration.repo';
import { buildStrengths } from './strengths';

export type ReportData = {
  firstName: string;
  attemptDate: Date;
  interests: { type: string; score: number }[];
  strengths: StrengthProfile;
  top: { title: string; match: number; reasons: string[] }[];
  kept: { title: string; score: number | null; interested: boolean; booked: boolean }[];
  nextSteps: string[];
};

type Reason = { label?: string; items?: string[] };

function reasonLines(row: ResultRow): string[] {
  const reasons = Array.isArray(row.reasons) ? (row.reasons as Reason[]) : [];
  const lines = reasons
    .filter((r) => r.label && r.items?.length)
    .map((r) => `${r.label}: ${(r.items ?? []).join(', ')}`);
  return lines.length ? lines : [row.ai];
}

/** The report behind a link, or null (unknown/revoked link, or no attempt yet). */
export async function loadReport(ctx: AppContext, token: string): Promise<ReportData | null> {
  const link = await findReportByToken(ctx.db, token);
  if (!link) return null;
  const [user, attempt, newest, kept] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select(['first_name', 'role'])
      .where('id', '=', link.user_id)
      .executeTakeFirst(),
    findNewestAttempt(ctx.db, link.user_id),
    listNewestResults(ctx.db, link.user_id),
    listKeptCareers(ctx.db, link.user_id),
  ]);
  if (user?.role !== 'Student' || !attempt) return null;
  const profile = attempt.profile as Profile;
  const strengths = buildStrengths(user.first_name, attempt.answers as Answers, profile);
  const interests = RIASEC_NAMES.map((type) => ({
    type,
    score: Math.round(((profile.interests as Record<string, number>)[type] ?? 0) * 100),
  }));
  const keptTitles = kept.map((k) => maskTitle(k.title));
  const nextSteps = [
    keptTitles.length
      ? `Open ${keptTitles[0]} in Recommendations and read the Scoop: pay, the path from high school and how AI changes it.`
      : 'Save two or three careers you like in Recommendations so you can compare them.',
    `Talk with a school counselor about classes that build ${strengths.top_skills[0]?.toLowerCase() ?? 'the skills your top careers need'}.`,
    'Book a mentorship session to ask someone who does the work what a real day is like.',
    'Retake the assessment in a few months: your saved and scored careers stay with you.',
  ];
  return {
    firstName: user.first_name,
    attemptDate: attempt.created_at,
    interests,
    strengths,
    top: newest.map((r) => ({ title: maskTitle(r.title), match: r.match, reasons: reasonLines(r) })),
    kept: kept.map((k) => ({
      title: maskTitle(k.title),
      score: k.score,
      interested: k.interested,
      booked: k.booked,
    })),
    nextSteps,
  };
}

/** A horizontal bar chart of the six interest scores (0-100), accessible (role=img + title). */
export function riasecChartSvg(interests: ReportData['interests']): string {
  const rowH = 34;
  const width = 520;
  const labelW = 120;
  const barMax = width - labelW - 50;
  const rows = interests
    .map((x, i) => {
      const y = 10 + i * rowH;
      const w = Math.max(2, Math.round((x.score / 100) * barMax));
      return `<text x="0" y="${y + 17}" font-size="14" fill="#1f2937">${escapeHtml(x.type)}</text>
<rect x="${labelW}" y="${y + 4}" width="${barMax}" height="18" rx="9" fill="#ede9fe"/>
<rect x="${labelW}" y="${y + 4}" width="${w}" height="18" rx="9" fill="#5b21b6"/>
<text x="${labelW + barMax + 8}" y="${y + 18}" font-size="13" fill="#1f2937">${x.score}</text>`;
    })
    .join('\n');
  const summary = interests.map((x) => `${x.type} ${x.score}`).join(', ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${20 + interests.length * rowH}" role="img" aria-labelledby="riasec-title" class="chart">
<title id="riasec-title">Your interest profile (0 to 100): ${escapeHtml(summary)}</title>
${rows}
</svg>`;
}

/** The report pages' one stylesheet, inline and allowed by its hash in the CSP (lib/security-headers.ts). */
export const REPORT_STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; background: #fdf8f0; color: #1f2937; line-height: 1.5; }
  main { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.9rem; margin: 0; } h2 { font-size: 1.3rem; margin: 0 0 .75rem; color: #4c1d95; }
  section { background: #fff; border-radius: 1rem; padding: 1.25rem 1.5rem; margin-top: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / .12); break-inside: avoid; }
  .meta { color: #4b5563; margin: .25rem 0 0; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
  .button { display: inline-flex; align-items: center; min-height: 2.75rem; padding: 0 1.25rem; border-radius: 999px; font-weight: 700;
    text-decoration: none; border: 2px solid #5b21b6; background: #5b21b6; color: #fff; }
  .button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .chart { width: 100%; max-width: 32rem; height: auto; }
  ol, ul { padding-left: 1.25rem; } li { margin: .35rem 0; }
  .reasons { color: #374151; font-size: .95rem; }
  .grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
  @media print { body { background: #fff; } .actions { display: none; } section { box-shadow: none; border: 1px solid #d1d5db; } }
`;

const items = (list: string[]) =>
  list.length ? `<ul>${list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '<p>Nothing yet.</p>';

export function renderReportHtml(data: ReportData, pdfHref: string): string {
  const s = data.strengths;
  const top = data.top
    .map(
      (c) =>
        `<li><strong>${escapeHtml(c.title)}</strong> · match ${c.match}%<div class="reasons">${c.reasons.map(escapeHtml).join('<br>')}</div></li>`,
    )
    .join('');
  const kept = data.kept.length
    ? `<ul>${data.kept
        .map(
          (k) =>
            `<li>${escapeHtml(k.title)}${k.interested ? ' · saved' : ''}${k.score !== null ? ` · ${k.score}/5 stars` : ''}${k.booked ? ' · mentorship requested' : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p>You have not saved or scored a career yet.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>AI Insights Report for ${escapeHtml(data.firstName)} · Pathscoop</title>
<style>${REPORT_STYLE}</style></head>
<body><main>
<header>
<h1>AI Insights Report for ${escapeHtml(data.firstName)}</h1>
<p class="meta">From your assessment of ${data.attemptDate.toISOString().slice(0, 10)} · Pathscoop</p>
<div class="actions"><a class="button" href="${escapeHtml(pdfHref)}" download>Download PDF</a></div>
</header>
<section aria-labelledby="h-interests"><h2 id="h-interests">Your interest profile</h2>${riasecChartSvg(data.interests)}</section>
<section aria-labelledby="h-strengths"><h2 id="h-strengths">Your strengths</h2>
<div class="grid">
<div><h3>Where You Shine</h3>${items(s.top_traits)}<p>${escapeHtml(s.traits_insights)}</p></div>
<div><h3>Things You Do Well</h3>${items(s.top_skills)}<p>${escapeHtml(s.skills_insights)}</p></div>
<div><h3>Activities You Enjoy</h3>${items(s.top_activities)}<p>${escapeHtml(s.activities_insights)}</p></div>
</div></section>
<section aria-labelledby="h-top"><h2 id="h-top">Your top 10 careers and why</h2><ol>${top}</ol></section>
<section aria-labelledby="h-kept"><h2 id="h-kept">Careers you saved or scored</h2>${kept}</section>
<section aria-labelledby="h-next"><h2 id="h-next">Next steps</h2><ol>${data.nextSteps.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ol></section>
</main></body></html>`;
}

export function renderMissingReport(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Report not found · Pathscoop</title><style>${REPORT_STYLE}</style></head>
<body><main><section><h1>This report link does not work</h1><p>It may have been replaced by a newer link. Open the AI Insights Report again from your profile menu.</p></section></main></body></html>`;
}
