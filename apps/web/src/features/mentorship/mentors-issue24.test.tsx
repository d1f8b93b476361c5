import { gradeInWords, type MentorSession } from '@pathscoop/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ConsentCheckboxes } from '../auth/components/consent-checkboxes';
import { MentoringProfilePanel } from './components/mentoring-profile-panel';
import { SessionActions } from './components/session-actions';

vi.setConfig({ testTimeout: 20_000 });
const MENTOR = 'Mentor' as const;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROFILE = {
  timezone: 'America/New_York',
  availability: [],
  career_codes: [],
  careers: [],
  about_me: '',
  vetting_status: 'pending',
  status_message: 'We are checking your profile.',
};

describe('issue 24 #15: mentors', () => {
  it('issue 24 #15: careers are picked from the career search by title (no O*NET codes) and the time zone starts at the browser’s', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US').resolvedOptions(),
      timeZone: 'America/Los_Angeles',
    });
    const calls = mockApi({
      'GET mentor_profile/': () => ({ body: PROFILE }),
      'GET careers/': () => ({
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [
            {
              code: '15-1255.00',
              title: 'Video Game Designers',
              description: '',
              job_zone: 4,
              median_wage: 1,
              ai_impact: 'M',
            },
            {
              code: '39-3011.00',
              title: 'Gambling Dealers',
              description: '',
              job_zone: 1,
              median_wage: 1,
              ai_impact: 'L',
            },
          ],
        },
      }),
      'PATCH mentor_profile/': (c) => ({ body: { ...PROFILE, ...(c.body as object), careers: [] } }),
    });
    renderRoute([{ path: '/', Component: MentoringProfilePanel }], '/');
    // The first render with the profile already shows the browser's zone (never the list's first).
    expect(await screen.findByLabelText('Time zone')).toHaveValue('America/Los_Angeles');
    expect(screen.queryByText(/O\*NET codes/)).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: /Careers you know/ }), 'Game Des');
    await userEvent.click(await screen.findByRole('option', { name: 'Video Game Designers' }));
    const chosen = screen.getByRole('group', { name: 'Careers you know' });
    expect(within(chosen).getByText('Video Game Designers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save mentoring profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      timezone: 'America/Los_Angeles',
      career_codes: ['15-1255.00'],
    });
  });

  it('issue 24 #15: the mentor sign-up terms certify 18 or older; students keep over 13', () => {
    function Form({ adult }: { adult: boolean }) {
      const f = useForm<{ t: boolean; d: boolean }>();
      return <ConsentCheckboxes adult={adult} terms={f.register('t')} dataSharing={f.register('d')} />;
    }
    const { unmount } = render(<Form adult />);
    expect(screen.getByText(/I certify that I am 18 years old or older/)).toBeInTheDocument();
    expect(screen.queryByText(/over 13/)).toBeNull();
    unmount();
    render(<Form adult={false} />);
    expect(screen.getByText(/I certify that I am over 13 years old/)).toBeInTheDocument();
  });

  it('issue 24 #15: "Mark as held" only once the session time has come; grade codes in words', () => {
    const session = (can: boolean): MentorSession => ({
      id: 7,
      topic: 'Nursing',
      datetime: '2030-01-01T17:00:00Z',
      is_active: true,
      mentor: 2,
      mentor_name: 'Grace O.',
      student: 'Maya R.',
      student_grade: 'SM',
      status: 'scheduled',
      career_code: null,
      offered_times: [],
      meeting_url: 'https://meet.example/x',
      rating: null,
      rating_comment: '',
      has_feedback: false,
      created_at: '2029-12-01T00:00:00Z',
      can_mark_held: can,
    });
    mockApi({});
    const { unmount } = renderRoute(
      [{ path: '/', Component: () => <SessionActions session={session(false)} role={MENTOR} /> }],
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Mark as held' })).toBeNull();
    expect(screen.getByText('You can mark the session as held once it has started.')).toBeInTheDocument();
    unmount();
    renderRoute(
      [{ path: '/', Component: () => <SessionActions session={session(true)} role={MENTOR} /> }],
      '/',
    );
    expect(screen.getByRole('button', { name: 'Mark as held' })).toBeInTheDocument();
    expect(gradeInWords('SM')).toBe('Sophomore (10th grade)');
    expect(gradeInWords('JR')).toBe('Junior (11th grade)');
  });
});
