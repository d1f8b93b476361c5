/**
 * Scenario 1 — "Pick your team" and the activity grid (interests, RIASEC).
 * Team choices: each sets two opposite types of Holland's hexagon against each other; the answer is
 * 1 (definitely The Titans) … 5 (definitely The Dragons). Activities: 10 per type, our own wording,
 * modelled on the O*NET Interest Profiler; each rated 1 'Not at all likely' … 5 'Extremely likely'.
 */
import type { ActivityItem, Instrument, RiasecType, TeamChoiceItem } from '../types';

const img = (name: string) => `/images/scenarios/${name}.svg`;

export const TEAM_CHOICES: TeamChoiceItem[] = [
  {
    id: 101,
    title: 'The Community Garden',
    question: 'Your town is turning an empty lot into a community garden. Which team do you join?',
    description:
      'The lot is full of weeds and broken fences, and the opening party is in four weeks. Two teams ' +
      'are forming. The Titans will clear the ground, build raised beds and rig up a water system that ' +
      'runs on rain barrels. The Dragons will run Saturday workshops that teach neighbours, kids and ' +
      'older residents how to plant, share the work and look after the garden together.',
    image: img('garden'),
    titans: {
      type: 'Realistic',
      description: 'Build the beds, fix the fences and set up the watering system with real tools.',
      image: img('garden-titans'),
    },
    dragons: {
      type: 'Social',
      description: 'Teach and welcome the neighbours so everyone can grow food together.',
      image: img('garden-dragons'),
    },
  },
  {
    id: 102,
    title: 'The Cloudy River',
    question: 'The river behind your school has turned cloudy. Which team do you join?',
    description:
      'Nobody knows why the water changed colour, and the fish are disappearing. The Titans will ' +
      'collect water samples, run tests and track the data until they find the cause. The Dragons ' +
      'will take the problem to the city council, win people over with a campaign and raise the money ' +
      'needed for a clean-up.',
    image: img('river'),
    titans: {
      type: 'Investigative',
      description: 'Test the water, study the data and discover what is really going on.',
      image: img('river-titans'),
    },
    dragons: {
      type: 'Enterprising',
      description: 'Lead the campaign, persuade the council and raise money for the clean-up.',
      image: img('river-dragons'),
    },
  },
  {
    id: 103,
    title: 'The School Festival',
    question: 'Your school is throwing its biggest festival ever. Which team do you join?',
    description:
      'Hundreds of families are coming. The Titans will design the posters, paint the stage, make the ' +
      'music and put on a show people will talk about for years. The Dragons will plan the schedule, ' +
      'keep track of tickets and money, and make sure every stall has what it needs at the right time.',
    image: img('festival'),
    titans: {
      type: 'Artistic',
      description: 'Design, paint, perform and make the festival look and sound amazing.',
      image: img('festival-titans'),
    },
    dragons: {
      type: 'Conventional',
      description: 'Plan the schedule, track tickets and budget, and keep everything running on time.',
      image: img('festival-dragons'),
    },
  },
];

const ACTIVITY_TEXT: Record<RiasecType, string[]> = {
  Realistic: [
    'Fix a bike whose chain keeps slipping off',
    'Build a wooden bookshelf from a set of plans',
    'Set up the lights and sound for a school concert',
    'Drive a delivery van around the city',
    'Plant and care for trees in a park',
    'Take apart an old engine to see how it works',
    'Look after horses on a ranch',
    'Install solar panels on a roof',
    'Operate a crane on a building site',
    'Work with a crew fighting a forest fire',
  ],
  Investigative: [
    'Test river water to find out what is polluting it',
    'Track a comet with a telescope',
    'Run an experiment on why some plants grow faster',
    'Study how a virus spreads from person to person',
    'Use data to predict tomorrow’s weather',
    'Find out what is inside a mystery powder',
    'Research how the brain stores memories',
    'Work in a lab developing a new medicine',
    'Solve a logic puzzle that takes days to crack',
    'Figure out why a bridge design failed in a computer model',
  ],
  Artistic: [
    'Draw the characters for a comic book',
    'Write a short story or the lyrics of a song',
    'Act in a play',
    'Design how a video game level looks',
    'Take photos for a magazine',
    'Compose the music for a short film',
    'Design clothes or costumes',
    'Paint a mural on a building wall',
    'Edit a video so it tells a story',
    'Dance in a show',
  ],
  Social: [
    'Tutor a younger student who finds reading hard',
    'Listen to and support a friend going through a hard time',
    'Coach a kids’ sports team',
    'Care for patients in a hospital',
    'Teach a group how to cook a healthy meal',
    'Volunteer at a homeless shelter',
    'Help a new student feel welcome at school',
    'Lead a support group for teenagers',
    'Help an older person learn to use their phone',
    'Help someone practise walking again after an injury',
  ],
  Enterprising: [
    'Start your own small business',
    'Convince the city council to back your idea',
    'Sell a new product to customers',
    'Run for class president',
    'Negotiate a deal between two companies',
    'Manage the team launching a new app',
    'Plan a marketing campaign for a new sneaker brand',
    'Argue a client’s case in court',
    'Run a restaurant',
    'Pitch your project to investors to raise money',
  ],
  Conventional: [
    'Keep track of a club’s money in a spreadsheet',
    'Organize the records of a library',
    'Check a report for mistakes before it is sent out',
    'Keep a store’s stock list up to date',
    'Enter information into a computer database',
    'Fill in tax forms by following the rules',
    'Set up a filing system so anything can be found fast',
    'Plan the timetable for a bus company',
    'Process payments and keep the receipts in order',
    'Go through a checklist to make sure a building meets safety rules',
  ],
};

/**
 * The 60 grid items, interleaved R, I, A, S, E, C, R, I … so that no type comes in a block.
 * Ids 111..170, numbers 1..60.
 */
export const ACTIVITIES: ActivityItem[] = Array.from({ length: 60 }, (_, i) => {
  const types = Object.keys(ACTIVITY_TEXT) as RiasecType[];
  const type = types[i % 6];
  return { id: 111 + i, number: i + 1, text: ACTIVITY_TEXT[type][Math.floor(i / 6)], type };
});

export const SCENARIO_1: Instrument['scenario1'] = {
  title: 'SCENARIO 1',
  intro:
    'Imagine a year where you can join any project you like. First pick the team you would rather be ' +
    'on, then tell us how much you would enjoy each activity. There are no right or wrong answers, and ' +
    'you do not need to know how to do any of them yet.',
  video: null,
  teamChoices: TEAM_CHOICES,
  gridHeading: 'How likely are you to enjoy this',
  activities: ACTIVITIES,
};
