/**
 * The companions' scenario for `npm run bench:api` (see bench-api.ts): POST ai-agents/{id}/chat/ on
 * the offline companion by a student with an unlimited plan (safety check, entitlements, daily
 * allowance, grounding from the catalogue, the offline answer, two inserts). Run it alone with
 * `npm run bench:api -- --only chat --connections 10`.
 */
import type { BenchContext, BenchRequest } from './bench-api';

export const COMPANION_BENCH_SCENARIOS: {
  name: string;
  description: string;
  prepare(bench: BenchContext): Promise<BenchRequest>;
}[] = [
  {
    name: 'chat',
    description: 'POST /api/v1/ai-agents/{id}/chat/ (offline companion: safety, grounding, answer, store)',
    async prepare(bench) {
      const user = await bench.createUser();
      const plan = await bench.db
        .selectFrom('pricing_plans')
        .select('id')
        .where('slug', '=', 'milkshake')
        .executeTakeFirstOrThrow();
      await bench.db
        .updateTable('users')
        .set({ pricing_plan_id: plan.id, plan_expires_at: new Date(Date.now() + 86_400_000) })
        .where('id', '=', user.id)
        .execute();
      const agent = await bench.db
        .selectFrom('ai_agents')
        .select('id')
        .where('name', '=', 'Career Buddy')
        .executeTakeFirstOrThrow();
      const token = await bench.signIn(user.email, user.password);
      return {
        method: 'POST',
        path: `/api/v1/ai-agents/${agent.id}/chat/`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: {
          messages: [
            { role: 'system', content: 'My name is Riley, I am 16, I live in Columbus, OH.' },
            { role: 'user', content: 'How much do registered nurses earn, and what education do they need?' },
          ],
        },
      };
    },
  },
];
