/** An imported career (or its database row) in the engine's CareerData shape. */
import type { CareerData } from '@pathscoop/engine';
import type { ImportedCareer } from './catalog.model';

export function toCareerData(c: ImportedCareer): CareerData {
  if (!c.complete || !c.interests) throw new Error(`${c.code} has no complete profile`);
  return {
    code: c.code,
    title: c.title,
    jobZone: c.jobZone,
    interests: c.interests,
    highPoint: c.highPoint,
    skills: Object.fromEntries(c.skills.map((s) => [s.id, { importance: s.importance, level: s.level }])),
    workStyles: Object.fromEntries(c.workStyles.map((s) => [s.id, s.importance])),
    workValues: Object.fromEntries(c.workValues.map((v) => [v.id, v.extent])),
    titles: c.titles.filter((t) => t.kind !== 'title').map((t) => t.title),
  };
}
