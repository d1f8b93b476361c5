import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useHoldPageBusy, usePageSettled } from './page-busy';

function Loading() {
  useHoldPageBusy();
  return <p>Loading…</p>;
}

function Layout({ pageLoads }: { pageLoads: boolean }) {
  const settled = usePageSettled();
  const [loading, setLoading] = useState(pageLoads);
  return (
    <>
      {loading ? <Loading /> : <p>Content</p>}
      <button type="button" onClick={() => setLoading(false)}>
        done
      </button>
      <p data-testid="settled">{String(settled)}</p>
    </>
  );
}

describe('issue 26: what is secondary waits for the page (usePageSettled)', () => {
  it('stays false while the page loads, even across frames; true once it has shown its content', async () => {
    render(<Layout pageLoads />);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByTestId('settled')).toHaveTextContent('false');
    act(() => screen.getByRole('button', { name: 'done' }).click());
    await waitFor(() => expect(screen.getByTestId('settled')).toHaveTextContent('true'));
  });

  it('a page with nothing to load settles after its first frame', async () => {
    render(<Layout pageLoads={false} />);
    await waitFor(() => expect(screen.getByTestId('settled')).toHaveTextContent('true'));
  });
});
