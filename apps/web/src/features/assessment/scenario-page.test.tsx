import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { SCENARIOS } from './scenario-fixture.test-data';
import { Component as ScenarioPage } from './scenario-page';

afterEach(() => vi.unstubAllGlobals());

function ResultsStub() {
  return <p>results page</p>;
}

function setViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: mobile && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function render(path: string, { mobile = false } = {}) {
  setViewport(mobile);
  const calls = mockApi({
    'GET scenarios/': () => ({ body: SCENARIOS }),
    'POST scenarios/': () => ({
      status: 201,
      body: { id: 1, detail: 'ok', created_at: '2025-01-01T00:00:00Z', results: [] },
    }),
  });
  const utils = renderRoute(
    [
      { path: '/scenario/:index/:sub?', Component: ScenarioPage },
      { path: '/results', Component: ResultsStub },
    ],
    path,
  );
  return { ...utils, calls };
}

const next = () => screen.getByRole('button', { name: /Next step|Submit my answers/ });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.scenarios) ?? '{}');

describe('scenario flow: Next-enabling rules', () => {
  it('intro video: Next is enabled, with the captions track, poster and fallback text', async () => {
    const { container } = render('/scenario/0');
    expect(await screen.findByText("LET'S START")).toBeInTheDocument();
    expect(next()).toBeEnabled();
    const video = container.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/media/intro-poster.jpg');
    expect(container.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe(
      '/media/intro.en.vtt',
    );
    expect(video?.textContent).toContain('Your browser does not support the video tag.');
  });

  it('team choice: disabled until a team is picked; the 250-character description has More/Less', async () => {
    render('/scenario/1/1');
    expect(await screen.findByText('SCENARIO 1')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Less' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Definitely The Dragons/ }));
    expect(next()).toBeEnabled();
    expect(stored().answers['101']).toBe(5);
  });

  it('grid: disabled until every row is rated', async () => {
    render('/scenario/1/2');
    await screen.findByText('How likely would you be to?');
    const bike = screen.getByRole('group', { name: 'Fix a bike' });
    await userEvent.click(within(bike).getByRole('radio', { name: /^4/ }));
    expect(next()).toBeDisabled();
    const mural = screen.getByRole('group', { name: 'Paint a mural' });
    await userEvent.click(within(mural).getByRole('radio', { name: /^2/ }));
    expect(next()).toBeEnabled();
  });

  it('cone: disabled until every skill is placed; tap modal Save needs a choice; a placed skill returns on click', async () => {
    render('/scenario/2/1', { mobile: true });
    await userEvent.click(await screen.findByRole('button', { name: 'I got it' }));
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Writing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Writing' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /I am great at it/ }));
    await userEvent.click(save);
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Maths' }));
    const second = await screen.findByRole('dialog', { name: 'Maths' });
    await userEvent.click(within(second).getByRole('radio', { name: /I am not good at it/ }));
    await userEvent.click(within(second).getByRole('button', { name: 'Save' }));
    expect(next()).toBeEnabled();
    expect(stored().buckets).toMatchObject({ 1: [201], 5: [202] });
    await userEvent.click(screen.getByRole('button', { name: /Writing \(rated 1/ }));
    expect(next()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Writing' })).toBeInTheDocument();
  });

  it('slider: disabled until answered; clicking the default position records 3', async () => {
    render('/scenario/3/1');
    const slider = await screen.findByRole('slider', { name: 'How important is a steady job?' });
    expect(next()).toBeDisabled();
    await userEvent.pointer({ keys: '[MouseLeft]', target: slider });
    expect(next()).toBeEnabled();
    expect(stored().answers['301']).toBe(3);
  });

  it('ranking: None enables Next; fewer than three types do not; three do', async () => {
    render('/scenario/4/1');
    await screen.findByRole('heading', { name: 'My top 3' });
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^None/ }));
    expect(next()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /^None/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Social/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Artistic/ }));
    expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^Investigative/ }));
    expect(next()).toBeEnabled();
    expect(stored().ranking).toEqual(['Social', 'Artistic', 'Investigative']);
  });
});

describe('scenario flow: steps by viewport', () => {
  it('scenario 2 intro is shown on desktop and skipped on phones; scenario 4 intro only on phones', async () => {
    const desktop = render('/scenario/2');
    expect(await screen.findByText('Scenario two')).toBeInTheDocument();
    desktop.unmount();
    render('/scenario/2', { mobile: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scenario/2/1'));
  });

  it('scenario 4 intro only on phones', async () => {
    const desktop = render('/scenario/4');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scenario/4/1'));
    desktop.unmount();
    render('/scenario/4', { mobile: true });
    expect(await screen.findByText('Scenario four')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/scenario\/4$/);
  });
});

describe('scenario flow: local storage and submission', () => {
  it('restores answers from local storage on reload', async () => {
    localStorage.setItem(
      STORAGE_KEYS.scenarios,
      JSON.stringify({
        answers: { 101: 2, 111: 4, 112: 1 },
        buckets: { 1: [201], 2: [], 3: [202], 4: [], 5: [] },
        ranking: ['None'],
      }),
    );
    const first = render('/scenario/1/1');
    await screen.findByText('The Community Garden');
    expect(screen.getByRole('radio', { name: /Probably The Titans/ })).toBeChecked();
    expect(next()).toBeEnabled();
    first.unmount();
    render('/scenario/2/1');
    await userEvent.click(await screen.findByRole('button', { name: 'I got it' }));
    expect(screen.getByRole('button', { name: /Maths \(rated 3/ })).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('the last step submits once, disables the button and goes to /results', async () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    localStorage.setItem(
      STORAGE_KEYS.scenarios,
      JSON.stringify({
        answers: { 101: 2, 111: 4, 112: 1, 301: 3, 302: 5 },
        buckets: { 1: [201], 2: [], 3: [202], 4: [], 5: [] },
        ranking: ['Social', 'Artistic', 'Investigative'],
      }),
    );
    const { calls } = render('/scenario/4/1');
    const submit = await screen.findByRole('button', { name: /Submit my answers/ });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual([
      {
        scenario_id: 1,
        answers: [
          { question: 101, answer: 2 },
          { question: 111, answer: 4 },
          { question: 112, answer: 1 },
        ],
      },
      {
        scenario_id: 2,
        answers: [
          { question: 201, answer: 1 },
          { question: 202, answer: 3 },
        ],
      },
      {
        scenario_id: 3,
        answers: [
          { question: 301, answer: 3 },
          { question: 302, answer: 5 },
        ],
      },
      { scenario_id: 4, answers: [{ question: 400, answer: 'Social,Artistic,Investigative' }] },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'See my results' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/results'));
  });
});
