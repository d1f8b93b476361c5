import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { Component as FaqPage } from '../faq-page';
import { FaqAccordion, splitByParity } from './faq-accordion';
import { FAQS } from './faq-former-text.fixture';

const items = [
  { id: 1, question: 'One?', answer: ['First answer'] },
  { id: 2, question: 'Two?', answer: ['Second answer'] },
  { id: 3, question: 'Three?', answer: ['Third answer'] },
  { id: 4, question: 'Four?', answer: ['Fourth answer'] },
  { id: 5, question: 'Five?', answer: ['Fifth answer'] },
];

describe('FaqAccordion', () => {
  it('puts odd ids in the first column and even ids in the second', () => {
    render(<FaqAccordion items={items} />);
    const first = within(screen.getByTestId('faq-column-1')).getAllByRole('button');
    const second = within(screen.getByTestId('faq-column-2')).getAllByRole('button');
    expect(first.map((b) => b.textContent)).toEqual(['One?', 'Three?', 'Five?']);
    expect(second.map((b) => b.textContent)).toEqual(['Two?', 'Four?']);
    expect(splitByParity(items)[1].map((i) => i.id)).toEqual([2, 4]);
  });

  it('starts closed, opens one at a time across columns, and closes on a second click', async () => {
    render(<FaqAccordion items={items} />);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.queryByText('First answer')).not.toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'One?' }));
    expect(screen.getByText('First answer')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Four?' }));
    expect(screen.getByText('Fourth answer')).toBeVisible();
    expect(screen.getByText('First answer')).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Four?' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

describe('FAQ page', () => {
  // The API serves what migration 0190 seeded: the former static text.
  beforeEach(() => {
    mockApi({
      'GET faq/?audience=careerexplorer': () => ({
        body: { audience: 'careerexplorer', results: FAQS.careerexplorer },
      }),
      'GET faq/?audience=communitypartner': () => ({
        body: { audience: 'communitypartner', results: FAQS.communitypartner },
      }),
    });
  });
  const renderAt = (path: string) => renderRoute([{ path: '/faq/:audience?', element: <FaqPage /> }], path);

  it('shows the Career Explorer list (from faq/) by default, after a loading state', async () => {
    renderAt('/faq');
    expect(screen.getByText('Loading questions…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: FAQS.careerexplorer[0]!.question })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Career Explorer' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches to the Community Partner list', async () => {
    renderAt('/faq');
    await userEvent.click(screen.getByRole('link', { name: 'Community Partner' }));
    expect(
      await screen.findByRole('button', { name: FAQS.communitypartner[1]!.question }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAQS.careerexplorer[1]!.question })).toBeNull();
  });
});
