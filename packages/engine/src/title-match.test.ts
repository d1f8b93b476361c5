import { describe, expect, it } from 'vitest';
import { buildTitleIndex, matchTypedCareers, matchTypedPhrase, normalizeTitle } from './title-match';

const index = buildTitleIndex([
  { title: 'Registered Nurses', titles: ['Nurse', 'RN (Registered Nurse)', 'Staff Nurse'] },
  { title: 'Nurse Practitioners', titles: ['Family Nurse Practitioner'] },
  { title: 'Video Game Designers', titles: ['Game Designer', 'Level Designer'] },
  { title: 'Software Developers', titles: ['Application Developer'] },
]);

describe('title matching', () => {
  it('normalizes case, punctuation, accents and simple plurals', () => {
    expect(normalizeTitle('Registered  Nurses!')).toBe('registered nurse');
    expect(normalizeTitle('Café Managers')).toBe('cafe manager');
    expect(normalizeTitle('Secretaries')).toBe('secretary');
  });

  it('prefers the main title, then an exact alternate title, then word containment', () => {
    expect(matchTypedPhrase(index, 'software developers')[0]).toMatchObject({ index: 3, strength: 1 });
    expect(matchTypedPhrase(index, 'nurse')).toEqual([{ index: 0, strength: 0.9, phrase: 'nurse' }]);
    expect(matchTypedPhrase(index, 'game designers')[0]).toMatchObject({ index: 2, strength: 0.9 });
    expect(matchTypedPhrase(index, 'practitioner')[0]).toMatchObject({ index: 1, strength: 0.75 });
    expect(matchTypedPhrase(index, 'level')[0]).toMatchObject({ index: 2, strength: 0.6 });
    expect(matchTypedPhrase(index, 'astronaut')).toEqual([]);
  });

  it('splits the sign-up careers field and keeps the best match per career', () => {
    const m = matchTypedCareers(index, 'Nurse, game designer ;  ');
    expect([...m.keys()].sort()).toEqual([0, 2]);
    expect(m.get(2)?.phrase).toBe('game designer');
  });
});
