import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoopPanel } from './scoop-panel';

describe('issue 24 #18: the Scoop refresh at 5/5', () => {
  it('issue 24 #18: the disabled refresh says why', () => {
    const q = (count: number) => ({
      id: 1,
      question: 'How much does it pay?',
      ordering: 2,
      answer: { answer: 'About **$77,600** a year.' },
      refresh_count: count,
      refresh_limit: 5,
    });
    const noop = () => {};
    const { rerender } = render(
      <ScoopPanel questions={[q(3)]} openId={1} onOpen={noop} onQuestionChange={noop} onGated={noop} />,
    );
    expect(screen.getByRole('button', { name: /Refresh the answer/ })).toBeEnabled();
    expect(screen.queryByText(/You have used all 5 new scoops/)).toBeNull();
    rerender(
      <ScoopPanel questions={[q(5)]} openId={1} onOpen={noop} onQuestionChange={noop} onGated={noop} />,
    );
    const button = screen.getByRole('button', { name: /Refresh the answer/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You have used all 5 new scoops for this question; this answer stays.',
    );
  });
});
