import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules';

const met = (password: string, attributes = {}) => passwordRules(password, attributes).map((r) => r.met);

describe('passwordRules', () => {
  it('checks length, digits only and likeness to the name or e-mail as the person types', () => {
    expect(met('1234')).toEqual([false, false, true, null]);
    expect(met('MentorPass1', { last_name: 'Mentorpass' })).toEqual([true, true, false, null]);
    expect(passwordRules('MentorPass1', { last_name: 'Mentorpass' })[2]?.label).toContain('last name');
    expect(met('Waffle-Cone-2025!', { first_name: 'Jordan', email: 'jordan@example.com' })).toEqual([
      true,
      true,
      true,
      null,
    ]);
  });
});
