import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError, api, firstErrorMessage } from '../../lib/api-client';

/**
 * A page reached from a mailed link: posts the link's token once on arrival (the links are single
 * use, StrictMode runs effects twice) and says how it went.
 */
export function TokenAction({
  title,
  path,
  token,
  done,
}: {
  title: string;
  path: string;
  token: string | null;
  done: { label: string; to: string };
}) {
  const action = useMutation({ mutationFn: (t: string) => api.post<{ detail: string }>(path, { token: t }) });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (token && sent.current !== token) {
      sent.current = token;
      action.mutate(token);
    }
  }, [token, action]);

  let body: ReactNode;
  if (action.isSuccess)
    body = (
      <p role="status" className="rounded-2xl bg-mint-100 p-4 font-semibold text-mint-700">
        {action.data.detail}
      </p>
    );
  else if (!token || action.isError)
    body = (
      <p role="alert" className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-700">
        {token
          ? action.error instanceof ApiError
            ? firstErrorMessage(action.error.body)
            : action.error?.message
          : 'This link is incomplete. Please open the link from the e-mail again.'}
      </p>
    );
  else body = <p role="status">One moment…</p>;

  return (
    <div className="mx-auto w-full max-w-lg px-6 py-16">
      <title>{`${title} · Pathscoop`}</title>
      <div className="rounded-[2rem] bg-white p-8 shadow-sm ring-1 ring-brand-100">
        <h1 className="mb-5 font-display text-2xl font-bold text-ink-900">{title}</h1>
        {body}
        <Link
          to={done.to}
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {done.label}
        </Link>
      </div>
    </div>
  );
}
