import type { Instrument } from '../types';
import { SCENARIO_1 } from './scenario-1';
import { SCENARIO_2 } from './scenario-2';
import { SCENARIO_3 } from './scenario-3';
import { SCENARIO_4 } from './scenario-4';

/** The assessment as data. Item ids are stable: answers are stored against them. */
export const INSTRUMENT: Instrument = {
  version: '2025.1',
  ratingLabels: {
    activities: [
      'Not at all likely',
      'Slightly likely',
      'Moderately likely',
      'Very likely',
      'Extremely likely',
    ],
    skills: [
      'I am great at it',
      'I am good at it',
      'I am okay at it',
      'I am not very good at it',
      'I am not good at it',
    ],
  },
  scenario1: SCENARIO_1,
  scenario2: SCENARIO_2,
  scenario3: SCENARIO_3,
  scenario4: SCENARIO_4,
};

export { ACTIVITIES, TEAM_CHOICES } from './scenario-1';
export { SKILLS } from './scenario-2';
export { SLIDERS } from './scenario-3';
export { TYPE_CARDS } from './scenario-4';
