import { careerResultListSchema, profileSchema } from '@pathscoop/contracts';
import { api } from '../../../lib/api-client';

export type ChatContext = { firstMsg: string; savedTitles: string[]; firstName: string };

/**
 * What the chat sends along: the intro line about the student (spec: first_msg, their name, age,
 * location and career field) and the titles of their saved careers (for the presets).
 */
export async function getChatContext(): Promise<ChatContext> {
  const [profile, results] = await Promise.all([
    api.get<unknown>('profile/').then((p) => profileSchema.parse(p)),
    api
      .get<unknown>('result/')
      .then((r) => careerResultListSchema.parse(r))
      .catch(() => []),
  ]);
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  const parts = [`My name is ${profile.first_name}`];
  if (profile.age) parts.push(`I am ${profile.age}`);
  if (place) parts.push(`I live in ${place}`);
  if (profile.careers) parts.push(`I am interested in ${profile.careers}`);
  return {
    firstMsg: `${parts.join(', ')}.`,
    firstName: profile.first_name,
    savedTitles: results.filter((r) => r.interested).map((r) => r.unique_title.title),
  };
}
