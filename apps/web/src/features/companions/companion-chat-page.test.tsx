import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { type MockCall, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as ChatPage } from './companion-chat-page';
import { Component as ListPage } from './companions-page';

const agents = {
  count: 1,
  next: null,
  previous: null,
  results: [{ id: 3, name: 'Career Buddy', image: '/c.svg', short_description: 'Your career coach.' }],
};
const profile = { first_name: 'Sam', age: 16, city: 'Columbus', state: 'OH', careers: 'Nurse' };
const results = [
  { id: 1, interested: true, unique_title: { title: 'Registered Nurses' } },
  { id: 2, interested: true, unique_title: { title: 'Electricians' } },
  { id: 3, interested: false, unique_title: { title: 'Chefs and Head Cooks' } },
];
const reply = (content: string) => ({ body: { response: [{ message: { role: 'assistant', content } }] } });

function PricingStub() {
  return <p>pricing page</p>;
}

function open(url: string, handlers: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET ai-agents/': () => ({ body: agents }),
    'GET profile/': () => ({ body: { ...profileBody(), ...profile } }),
    'GET result/': () => ({ body: results.map(resultBody) }),
    ...handlers,
  });
  renderRoute(
    [
      { path: '/profile/ai-companions', Component: ListPage },
      { path: '/profile/ai-companions/:id/:name', Component: ChatPage },
      { path: '/pricingplan', Component: PricingStub },
    ],
    url,
  );
  return calls;
}

const sends = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === 'ai-agents/3/chat/');

beforeEach(() => {
  authStorage.setTokens('acc', 'ref');
});

describe('companion chat', { timeout: 60_000 }, () => {
  it('history fails: a hidden Hi with the context line, the reply typed out with Sent and Copy', async () => {
    const calls = open('/profile/ai-companions/3/career-buddy', {
      'GET ai-agents/3/chat-history/': () => ({ status: 500, body: { detail: 'x' } }),
      'POST ai-agents/3/chat/': () => reply('Hi Sam! **Welcome**.'),
    });
    await waitFor(() => expect(screen.getByText(/^Sent /)).toBeInTheDocument(), { timeout: 20_000 });
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    const body = sends(calls)[0]?.body as { messages: { role: string; content: string }[] };
    expect(body.messages[0]).toEqual({
      role: 'system',
      content: 'My name is Sam, I am 16, I live in Columbus, OH, I am interested in Nurse.',
    });
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Hi' });
    expect(screen.queryByText('Hi', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'AI Companions may make mistakes. Please verify key information or consult a trusted professional.',
      ),
    ).toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter adds a line, over 5000 characters is trimmed with a notice; errors show under the input', async () => {
    let fail = false;
    const calls = open('/profile/ai-companions/3/career-buddy', {
      'GET ai-agents/3/chat-history/': () => ({ body: [] }),
      'POST ai-agents/3/chat/': () => (fail ? { status: 500, body: { detail: 'boom' } } : reply('ok')),
    });
    expect(await screen.findByText('Chat not started yet')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Start chatting ...');
    const user = userEvent.setup();
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(sends(calls)).toHaveLength(0);
    expect(input).toHaveValue('line one\nline two');
    await user.type(input, '{Enter}');
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText(/^Sent /)).toHaveLength(1), { timeout: 20_000 });
    expect(screen.getByText('ok')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled(), { timeout: 20_000 });
    await user.click(input);
    await user.paste(`${'z'.repeat(5003)}`);
    fail = true;
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Message trimmed to fit the 5000-character limit.')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong.', {}, { timeout: 20_000 })).toBeInTheDocument();
    const last = sends(calls)[1]?.body as { messages: { content: string }[] };
    expect(last.messages.at(-1)?.content).toHaveLength(5000);
    expect(last.messages.map((m) => m.content)).toContain('line one\nline two');
  });

  it('?type=compare-careers sends the preset once history has loaded, listing the saved careers', async () => {
    const calls = open('/profile/ai-companions/3/career-buddy?type=compare-careers', {
      'GET ai-agents/3/chat-history/': () => ({ body: [] }),
      'POST ai-agents/3/chat/': () =>
        reply(
          '| | A | B |\n|---|---|---|\n| Pay | 1 | 2 |\n\n[bad](javascript:alert(1)) [good](https://www.onetonline.org/)',
        ),
    });
    expect(await screen.findByRole('table', {}, { timeout: 20_000 })).toBeInTheDocument();
    const body = sends(calls)[0]?.body as { messages: { content: string }[] };
    expect(body.messages.at(-1)?.content).toBe(
      'Compare Careers: please compare my saved careers side by side: Registered Nurses; Electricians.',
    );
    await waitFor(() => expect(screen.getAllByText(/^Sent /)).toHaveLength(1), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByRole('link', { name: 'good' })).toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(sends(calls)).toHaveLength(1);
  });

  it('a 403 shows the plan modal whose OK goes to /pricingplan', async () => {
    open('/profile/ai-companions/3/career-buddy', {
      'GET ai-agents/3/chat-history/': () => ({
        status: 403,
        body: { detail: 'AI Companions come with plans.' },
      }),
    });
    expect(await screen.findByText('AI Companions come with plans.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('pricing page')).toBeInTheDocument();
  });

  it("no such agent: a disabled 'Select an option above...' input", async () => {
    open('/profile/ai-companions/99/nobody', {});
    const input = await screen.findByPlaceholderText('Select an option above...');
    expect(input).toBeDisabled();
  });

  it('the list shows flip cards linking to the chat and More Coming Soon!', async () => {
    open('/profile/ai-companions', {});
    const card = await screen.findByRole('link', { name: /^Career Buddy:/ });
    expect(card).toHaveAttribute('href', '/profile/ai-companions/3/career-buddy');
    expect(screen.getByText('More Coming Soon!')).toBeInTheDocument();
  });
});

function profileBody() {
  return {
    id: 7,
    email: 'sam@example.com',
    role: 'Student',
    last_name: 'Lee',
    phone: '',
    address: '',
    country: '',
    zipcode: '',
    certainty: 5,
    grade: 'JR',
    education: 6,
    favorite_ice_cream_flavor: '',
    about_me: '',
    title: '',
    industry: null,
    tags: [],
    social_url: '',
    image: null,
    profile_image: null,
    pricing_plan: null,
    plan_is_paid: false,
    plan_expires_at: null,
    affiliate_code: null,
    school: null,
    ai_report: null,
    email_verified: true,
    date_joined: '2025-01-01T00:00:00Z',
  };
}

function resultBody(r: (typeof results)[number]) {
  return {
    id: r.id,
    unique_title: {
      id: '29-1141.00',
      title: r.unique_title.title,
      mask_title: r.unique_title.title,
      impact: null,
      resource: null,
      resource_type: null,
    },
    description: '',
    ai: 'AI recommended',
    score: null,
    interested: r.interested,
    booked: false,
    match: 80,
    rank: r.id,
    reasons: [],
    created_at: '2026-01-01T00:00:00Z',
  };
}
