import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { ME_KEY } from './api/get-me';

export const card = 'rounded-3xl bg-white p-5 ring-1 ring-brand-100';
export const inputClass = 'min-h-11 rounded-xl border border-ink-500/40 bg-white px-3';

/** An error in words; a 403 (idle session, second factor needed) re-checks the session at once. */
export function ErrorNote({ error }: { error: unknown }) {
  const queryClient = useQueryClient();
  const forbidden = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (forbidden) void queryClient.invalidateQueries({ queryKey: ME_KEY });
  }, [forbidden, queryClient]);
  return (
    <p role="alert" className="rounded-2xl bg-brand-100 p-3 font-semibold text-brand-700">
      {error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'}
    </p>
  );
}

export function Notice({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-2xl bg-mint-100 p-3 font-semibold text-mint-700">
      {text}
    </p>
  );
}

export function Pager({
  page,
  count,
  perPage,
  onPage,
}: {
  page: number;
  count: number;
  perPage: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / perPage));
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
      <button
        type="button"
        className="min-h-11 rounded-full px-4 font-semibold text-brand-700 disabled:opacity-40"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages} · {count} in all
      </span>
      <button
        type="button"
        className="min-h-11 rounded-full px-4 font-semibold text-brand-700 disabled:opacity-40"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
export const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');
