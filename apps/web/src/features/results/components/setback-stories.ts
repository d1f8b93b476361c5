/** Six career setbacks of famous people (our own short retellings), shown while the engine works. */
export const SETBACK_STORIES = [
  {
    name: 'Walt Disney',
    story:
      'An early editor let him go for, of all things, not having enough good ideas, and his first animation studio went bankrupt. He kept drawing, and a cartoon mouse changed everything.',
  },
  {
    name: 'Oprah Winfrey',
    story:
      'She was taken off the evening news in her first TV job and told she was not right for television. The station moved her to a morning talk show, where she found her real voice.',
  },
  {
    name: 'J.K. Rowling',
    story:
      'Her first Harry Potter manuscript was turned down by twelve publishers. A small publisher finally said yes, after the chairman’s eight-year-old daughter begged to read the rest.',
  },
  {
    name: 'Steve Jobs',
    story:
      'At 30 he was pushed out of Apple, the company he had started in a garage. He went on to build NeXT and Pixar, and came back to lead Apple to its best years.',
  },
  {
    name: 'Michael Jordan',
    story:
      'As a high-school sophomore he did not make the varsity basketball team. He used the disappointment as fuel, practising every morning until he became one of the greatest ever.',
  },
  {
    name: 'Vera Wang',
    story:
      'She missed a place on the U.S. Olympic figure-skating team, then spent years as a magazine editor. She designed her first dress at 40 and built a world-famous fashion house.',
  },
] as const;

export const STORY_ROTATION_MS = 15_000;
export const ALMOST_THERE_MS = 90_000;
