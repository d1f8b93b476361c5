/**
 * Scenario 4 — the six RIASEC types described in plain words (plus None). The student ranks three
 * into 'My top 1/2/3', or picks None. Order as in the spec: None, Realistic, Artistic,
 * Investigative, Social, Enterprising, Conventional. Ids 400..406.
 */
import type { Instrument, TypeCard } from '../types';

const img = (name: string) => `/images/scenarios/${name}.svg`;

export const TYPE_CARDS: TypeCard[] = [
  { id: 400, name: 'None', description: 'None of these sounds like me.', image: img('none') },
  {
    id: 401,
    name: 'Realistic',
    description:
      'Doers: you like working with your hands, tools, machines, plants or animals, often outdoors.',
    image: img('realistic'),
  },
  {
    id: 402,
    name: 'Artistic',
    description:
      'Creators: you like drawing, writing, music, design or performing, and doing things your own way.',
    image: img('artistic'),
  },
  {
    id: 403,
    name: 'Investigative',
    description:
      'Thinkers: you like asking why, running experiments, solving puzzles and working with ideas.',
    image: img('investigative'),
  },
  {
    id: 404,
    name: 'Social',
    description:
      'Helpers: you like teaching, caring for people, listening and making things better for others.',
    image: img('social'),
  },
  {
    id: 405,
    name: 'Enterprising',
    description: 'Persuaders: you like leading, selling, starting projects and convincing people.',
    image: img('enterprising'),
  },
  {
    id: 406,
    name: 'Conventional',
    description:
      'Organizers: you like clear steps, tidy records, numbers, schedules and getting details right.',
    image: img('conventional'),
  },
];

export const SCENARIO_4: Instrument['scenario4'] = {
  title: 'SCENARIO 4',
  intro:
    'Last one! Here are six kinds of people. Put the three that sound most like you in order: your ' +
    'top 1 first. If none of them fits, choose None.',
  rankingQuestionId: 400,
  types: TYPE_CARDS,
};
