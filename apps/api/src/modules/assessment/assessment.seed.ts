import { INSTRUMENT, presentScenarios } from '@pathscoop/engine';
import type { Database } from '../../db/database';

/** Our own captioned videos (apps/web/public/media) for the intro and scenario 1's opening. */
const DEFAULT_VIDEOS: Record<number, string> = { 0: '/media/intro.mp4', 1: '/media/scenario-1.mp4' };

/**
 * Seeds scenarios 0-4 and their questions from the engine's instrument. Idempotent: inserts what is
 * missing by id and never overwrites rows edited later (the ids are the instrument's item ids, which
 * answers and scoring refer to).
 */
export async function seedScenarios(db: Database): Promise<void> {
  const scenarios = presentScenarios(INSTRUMENT);
  await db
    .insertInto('scenarios')
    .values(
      scenarios.map((s) => ({
        id: s.scenario_id,
        title: s.title,
        description: s.description,
        video: s.video ?? DEFAULT_VIDEOS[s.scenario_id] ?? null,
        rating_labels: s.rating_labels ? JSON.stringify(s.rating_labels) : null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const questions = scenarios.flatMap((s) =>
    s.questions.map((q, position) => {
      const {
        id,
        question_id,
        question,
        description,
        title,
        image,
        image_1_url,
        image_2_url,
        kind,
        ...extra
      } = q;
      return {
        id,
        scenario_id: s.scenario_id,
        kind,
        position,
        question_id,
        question,
        description,
        title,
        image,
        image_1_url,
        image_2_url,
        extra: JSON.stringify(extra),
      };
    }),
  );
  if (questions.length)
    await db
      .insertInto('scenario_questions')
      .values(questions)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
}
