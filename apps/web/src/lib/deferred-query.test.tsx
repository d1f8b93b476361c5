import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './deferred-query';

type Query = {
  data: string[] | undefined;
  status: 'pending' | 'success' | 'error';
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
};
const pending: Query = {
  data: undefined,
  status: 'pending',
  isPending: true,
  isSuccess: false,
  isError: false,
  error: null,
};
const success = (data: string[]): Query => ({
  ...pending,
  data,
  status: 'success',
  isPending: false,
  isSuccess: true,
});
const failed: Query = {
  ...pending,
  status: 'error',
  isPending: false,
  isError: true,
  error: new Error('boom'),
};

/** What each render of the page saw: the query as it came, and as the page was given it. */
const renders: { source: Query; given: Query }[] = [];
let setQuery: (q: Query) => void = () => {};

function Page() {
  const [source, set] = useState<Query>(pending);
  setQuery = set;
  const given = useDeferredQuery(source);
  renders.push({ source, given });
  if (given.isPending) return <p>Loading…</p>;
  if (given.isError) return <p role="alert">{given.error?.message}</p>;
  return <p>{given.data?.join(', ')}</p>;
}

describe('issue 26: a page renders its first answer as a deferred update (useDeferredQuery)', () => {
  it("the blocking render keeps the skeleton; the answer comes in React's deferred render", async () => {
    renders.length = 0;
    render(<Page />);
    act(() => setQuery(success(['Nurse', 'Teacher'])));
    await waitFor(() => expect(screen.getByText('Nurse, Teacher')).toBeInTheDocument());
    const first = renders.findIndex((r) => r.source.data !== undefined);
    // The render that brought the answer still read as pending (skeleton kept, busy held) …
    expect(renders[first]?.given).toMatchObject({ isPending: true, isSuccess: false, data: undefined });
    // … and a later render gave the page the answer.
    expect(renders.at(-1)?.given).toMatchObject({
      isPending: false,
      isSuccess: true,
      data: ['Nurse', 'Teacher'],
    });
  });

  it('a refetch keeps the previous data on screen until the new data renders', async () => {
    renders.length = 0;
    render(<Page />);
    act(() => setQuery(success(['Nurse'])));
    await waitFor(() => expect(screen.getByText('Nurse')).toBeInTheDocument());
    renders.length = 0;
    act(() => setQuery(success(['Chef'])));
    await waitFor(() => expect(screen.getByText('Chef')).toBeInTheDocument());
    expect(renders[0]?.given.data).toEqual(['Nurse']);
    expect(renders.some((r) => r.given.isPending)).toBe(false);
  });

  it('an error passes at once, and an unchanged query is handed over as it is', () => {
    renders.length = 0;
    render(<Page />);
    expect(renders[0]?.given).toBe(renders[0]?.source);
    act(() => setQuery(failed));
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
  });
});
