/**
 * Scenario 2 — the ice-cream cone: skills a student can judge about themselves, each standing for
 * one to three of O*NET's 35 skill elements (together they cover all 35). Rated into the cone's
 * five buckets: 1 'I am great at it' … 5 'I am not good at it'.
 */
import type { Instrument, SkillItem } from '../types';

type Row = [name: string, description: string, elements: string[]];

const ROWS: Row[] = [
  ['Reading', 'Understanding long texts, instructions and articles the first time through.', ['2.A.1.a']],
  ['Listening', 'Paying full attention to what someone says and asking good questions.', ['2.A.1.b']],
  ['Writing', 'Putting your ideas into clear, well-organized writing.', ['2.A.1.c']],
  ['Speaking up', 'Explaining an idea out loud so others get it, even in front of a group.', ['2.A.1.d']],
  ['Math', 'Working with numbers, formulas and equations to solve problems.', ['2.A.1.e']],
  ['Science', 'Using experiments, evidence and scientific ideas to explain things.', ['2.A.1.f']],
  [
    'Problem solving',
    'Thinking a tricky problem through step by step and weighing different solutions.',
    ['2.A.2.a', '2.B.2.i'],
  ],
  ['Learning fast', 'Picking up new information quickly and using it right away.', ['2.A.2.b']],
  [
    'Teaching others',
    'Showing someone how to do something until they can do it themselves.',
    ['2.B.1.e', '2.A.2.c'],
  ],
  [
    'Reading people',
    'Noticing how others feel and understanding why they react the way they do.',
    ['2.B.1.a'],
  ],
  [
    'Persuading',
    'Convincing people to change their minds or settling an argument fairly.',
    ['2.B.1.c', '2.B.1.d'],
  ],
  ['Helping', 'Looking for ways to help people and making sure they are looked after.', ['2.B.1.f']],
  ['Teamwork', 'Fitting what you do to what others in the team are doing.', ['2.B.1.b']],
  ['Time management', 'Planning your time so work gets done before the deadline.', ['2.B.5.a']],
  ['Handling money', 'Keeping a budget, tracking spending and making money last.', ['2.B.5.b']],
  [
    'Leading a group',
    'Motivating people, giving everyone the right job and checking how things are going.',
    ['2.B.5.d', '2.A.2.d'],
  ],
  ['Coding', 'Writing programs, scripts, apps or game mods.', ['2.B.3.e']],
  [
    'Fixing things',
    'Finding out why something broke, repairing it and keeping it in good shape.',
    ['2.B.3.l', '2.B.3.k', '2.B.3.j'],
  ],
  [
    'Setting things up',
    'Picking the right tools and putting together or installing equipment and gadgets.',
    ['2.B.3.d', '2.B.3.c'],
  ],
  [
    'Operating machines',
    'Controlling machines, tools or vehicles safely and watching that they run right.',
    ['2.B.3.h', '2.B.3.g'],
  ],
  [
    'Designing and inventing',
    'Working out what people need and designing a gadget, tool or system for it.',
    ['2.B.3.b', '2.B.3.a'],
  ],
  [
    'Checking quality',
    'Testing and inspecting things to catch mistakes before anyone else does.',
    ['2.B.3.m'],
  ],
  [
    'Making decisions',
    'Weighing the pros and cons and seeing how a change affects the whole system.',
    ['2.B.4.e', '2.B.4.g', '2.B.4.h'],
  ],
  [
    'Organizing supplies',
    'Keeping equipment and materials in order so nothing runs out or goes missing.',
    ['2.B.5.c'],
  ],
];

/** Ids 201..224. */
export const SKILLS: SkillItem[] = ROWS.map(([name, description, elements], i) => ({
  id: 201 + i,
  number: i + 1,
  name,
  description,
  elements,
}));

export const SCENARIO_2: Instrument['scenario2'] = {
  title: 'SCENARIO 2',
  intro:
    'Time to build your cone. Drag each skill into the scoop that fits you best: the top scoop is ' +
    'for things you are great at, the bottom one for things you are not good at (yet). Be honest: ' +
    'nobody is great at everything, and that is the point.',
  skills: SKILLS,
};
