/**
 * Scenario 3 — biscuit sliders: one 1-5 question per page about what matters to the student at work
 * (O*NET work values, EX) and how they like to work (O*NET work styles, IM). Together the sliders
 * cover the 6 work values and the 16 work styles; each element is measured by exactly one slider.
 */
import type { Instrument, SliderItem, SliderTarget } from '../types';

type Row = [
  title: string,
  question: string,
  description: string,
  low: string,
  high: string,
  targets: SliderTarget[],
];

const value = (element: string): SliderTarget => ({ kind: 'value', element, weight: 1 });
const style = (element: string): SliderTarget => ({ kind: 'style', element, weight: 1 });

const ROWS: Row[] = [
  [
    'Doing your best',
    'How important is it that your job lets you use your best abilities and see what you achieved?',
    'Some people need to finish the day knowing they did something that shows what they can do.',
    'Not important',
    'Very important',
    [value('1.B.2.a')],
  ],
  [
    'A steady job',
    'How important are good pay, a safe job and comfortable working conditions to you?',
    'Think about job security, a fair paycheck and a workplace where you are not worn out.',
    'Not important',
    'Very important',
    [value('1.B.2.b')],
  ],
  [
    'Getting noticed',
    'How important is it to be recognized, move up and one day be in charge?',
    'Promotions, respect from others and being the person people look to for direction.',
    'Not important',
    'Very important',
    [value('1.B.2.c')],
  ],
  [
    'Good people around you',
    'How important is it to have friendly co-workers and do work that helps others?',
    'A team that gets along, work that does good and never having to go against what you believe.',
    'Not important',
    'Very important',
    [value('1.B.2.d')],
  ],
  [
    'A boss who has your back',
    'How important is it to have a manager who trains you well and stands behind you?',
    'Fair rules, clear training and someone to back you up when things get difficult.',
    'Not important',
    'Very important',
    [value('1.B.2.e')],
  ],
  [
    'Your own call',
    'How important is it to plan your own work, try your own ideas and make your own decisions?',
    'Freedom to decide how a job gets done, without someone checking every step.',
    'Not important',
    'Very important',
    [value('1.B.2.f')],
  ],
  [
    'Going the distance',
    'When a goal is hard, how likely are you to push on and take on even bigger challenges?',
    'Think of a tough project, a sport or a game you would not let beat you.',
    'I give up quickly',
    'I never give up',
    [style('1.C.1.a'), style('1.C.1.b'), style('1.C.1.c')],
  ],
  [
    'Taking the lead',
    'In a group project, how often do you take charge and tell people what you think should happen?',
    'Leading is not about being loud; it is about being willing to decide and give direction.',
    'Almost never',
    'Almost always',
    [style('1.C.2.b')],
  ],
  [
    'Working with others',
    'How much do you prefer working with other people to working alone?',
    'Some people get their energy from a team; others do their best work by themselves.',
    'I prefer alone',
    'I prefer a team',
    [style('1.C.3.c'), style('1.C.3.a')],
  ],
  [
    'Caring about others',
    'How much do other people’s feelings and needs guide what you do?',
    'Noticing when someone is upset and wanting to help is a strength at work too.',
    'Not much',
    'A lot',
    [style('1.C.3.b')],
  ],
  [
    'Staying cool',
    'How calm do you stay when things are stressful or someone criticizes you?',
    'Deadlines, emergencies, angry customers: some jobs have more of them than others.',
    'I get stressed',
    'I stay calm',
    [style('1.C.4.b'), style('1.C.4.a')],
  ],
  [
    'Change and variety',
    'How much do you enjoy it when plans change and every day is different?',
    'Some people love surprises and switching tasks; others like knowing what comes next.',
    'I like routine',
    'I love change',
    [style('1.C.4.c')],
  ],
  [
    'Careful and reliable',
    'How careful are you with details, and how much can people count on you to do things right?',
    'Checking your work twice, keeping your promises and being honest even when it is hard.',
    'Not very',
    'Extremely',
    [style('1.C.5.b'), style('1.C.5.a'), style('1.C.5.c')],
  ],
  [
    'On your own',
    'How comfortable are you working out your own way of doing things with nobody checking in?',
    'Being your own guide: setting up your work and depending on yourself to get it done.',
    'Not comfortable',
    'Very comfortable',
    [style('1.C.6')],
  ],
  [
    'New ideas',
    'How much do you like coming up with new ideas and different ways to solve problems?',
    'Creativity is not just art: it is also finding a new answer when the usual one fails.',
    'Not much',
    'A lot',
    [style('1.C.7.a')],
  ],
  [
    'Logic and facts',
    'How much do you enjoy working a problem out with logic and facts?',
    'Looking at the information, spotting patterns and reasoning your way to an answer.',
    'Not much',
    'A lot',
    [style('1.C.7.b')],
  ],
];

/** Ids 301..316. */
export const SLIDERS: SliderItem[] = ROWS.map(
  ([title, question, description, lowLabel, highLabel, targets], i) => ({
    id: 301 + i,
    number: i + 1,
    title,
    question,
    description,
    lowLabel,
    highLabel,
    image: `/images/scenarios/biscuit-${(i % 4) + 1}.svg`,
    targets,
  }),
);

export const SCENARIO_3: Instrument['scenario3'] = {
  title: 'SCENARIO 3',
  intro:
    'Grab a biscuit and slide it to your answer. These questions are about what you want from a job ' +
    'and how you like to work. Go with your first feeling.',
  sliders: SLIDERS,
};
