import { type BackofficePlan, type PlanInput, planDescriptionProblems } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useCreatePlan, useSavePlan } from './api/plans';
import { ErrorNote, inputClass } from './ui';

type Form = {
  title: string;
  price: string;
  duration: string;
  duration_days: string;
  lines: string;
  mentor_sessions: string;
  companions: boolean;
  daily_chat_messages: string;
  priority_matching: boolean;
  parent_summary: boolean;
};

const toInput = (f: Form): PlanInput => ({
  title: f.title,
  price: f.price,
  duration: f.duration,
  duration_days: f.duration_days.trim() === '' ? null : Number(f.duration_days),
  description_lines: f.lines
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== ''),
  mentor_sessions: Number(f.mentor_sessions),
  companions: f.companions,
  daily_chat_messages: f.daily_chat_messages.trim() === '' ? null : Number(f.daily_chat_messages),
  priority_matching: f.priority_matching,
  parent_summary: f.parent_summary,
});

const EMPTY: Form = {
  title: '',
  price: '',
  duration: 'month',
  duration_days: '30',
  lines: '',
  mentor_sessions: '0',
  companions: false,
  daily_chat_messages: '0',
  priority_matching: false,
  parent_summary: false,
};

/**
 * Edits a plan (`plan` given: the next version of its terms) or adds one (`plan` null: on sale at
 * once, last on the pricing page).
 */
export function PlanEditor({
  plan,
  onDone,
}: {
  plan: BackofficePlan | null;
  onDone: (message: string | null) => void;
}) {
  const update = useSavePlan();
  const create = useCreatePlan();
  const save = plan ? update : create;
  const [form, setForm] = useState<Form>(
    plan
      ? {
          title: plan.title,
          price: plan.price,
          duration: plan.duration,
          duration_days: plan.duration_days === null ? '' : String(plan.duration_days),
          lines: plan.description_lines.join('\n'),
          mentor_sessions: String(plan.mentor_sessions),
          companions: plan.companions,
          daily_chat_messages: plan.daily_chat_messages === null ? '' : String(plan.daily_chat_messages),
          priority_matching: plan.priority_matching,
          parent_summary: plan.parent_summary,
        }
      : EMPTY,
  );
  const base = useId();
  const input = toInput(form);
  // The same check the server makes, shown while typing (the server decides).
  const promises = Number.isInteger(input.mentor_sessions)
    ? planDescriptionProblems(input.description_lines, {
        mentor_sessions: input.mentor_sessions,
        companions: input.companions,
        daily_chat_messages: input.daily_chat_messages ?? null,
        priority_matching: input.priority_matching,
        parent_summary: input.parent_summary ?? false,
      })
    : [];
  const body = save.error instanceof ApiError ? (save.error.body as Record<string, unknown>) : {};
  const errorsOf = (key: string) => (Array.isArray(body[key]) ? (body[key] as unknown[]).map(String) : []);
  const field = (key: keyof Form, serverKey: string = key) => ({
    id: `${base}-${key}`,
    'aria-invalid': errorsOf(serverKey).length ? true : undefined,
    'aria-describedby': errorsOf(serverKey).length ? `${base}-${key}-error` : undefined,
  });
  const message = (key: keyof Form, serverKey: string = key) =>
    errorsOf(serverKey).length > 0 && (
      <ul id={`${base}-${key}-error`} className="mt-1 space-y-0.5 text-sm font-semibold text-brand-700">
        {errorsOf(serverKey).map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    );
  // A change makes the server's last answer stale: its errors go (the live check stays).
  const set = (patch: Partial<Form>) => {
    if (save.isError) save.reset();
    setForm({ ...form, ...patch });
  };
  const label = (key: keyof Form, text: string) => (
    <label htmlFor={`${base}-${key}`} className="block text-sm font-semibold">
      {text}
    </label>
  );
  return (
    <form
      className="space-y-4"
      aria-label={plan ? `Edit ${plan.title}` : 'Add a plan'}
      onSubmit={(e) => {
        e.preventDefault();
        if (!plan) {
          create.mutate(input, {
            onSuccess: (p) => onDone(`${p.title} added. It is on the pricing page now.`),
          });
          return;
        }
        update.mutate(
          { id: plan.id, form: input },
          {
            onSuccess: (p) =>
              onDone(
                p.current_version === plan.current_version
                  ? `Nothing changed in ${p.title}.`
                  : `${p.title} saved as version ${p.current_version}. New buyers get it; members keep what they bought.`,
              ),
          },
        );
      }}
      noValidate
    >
      <h2 className="font-display text-xl font-bold">{plan ? `Edit ${plan.title}` : 'Add a plan'}</h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {label('title', 'Title')}
          <input
            {...field('title')}
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
            className={`${inputClass} w-full`}
          />
          {message('title')}
        </div>
        <div>
          {label('price', 'Price in US dollars')}
          <input
            {...field('price')}
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set({ price: e.target.value })}
            className={`${inputClass} w-full`}
          />
          {message('price')}
        </div>
        <div>
          {label('duration', 'Shown after the price ("month")')}
          <input
            {...field('duration')}
            value={form.duration}
            onChange={(e) => set({ duration: e.target.value })}
            className={`${inputClass} w-full`}
          />
          {message('duration')}
        </div>
        <div>
          {label('duration_days', 'Lasts (days; empty = never ends)')}
          <input
            {...field('duration_days')}
            inputMode="numeric"
            value={form.duration_days}
            onChange={(e) => set({ duration_days: e.target.value })}
            className={`${inputClass} w-full`}
          />
          {message('duration_days')}
        </div>
      </div>

      <fieldset className="rounded-2xl border border-ink-500/20 p-3">
        <legend className="px-1 text-sm font-semibold">
          What the plan includes (what members are entitled to)
        </legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            {label('mentor_sessions', 'Mentorship sessions')}
            <input
              {...field('mentor_sessions')}
              inputMode="numeric"
              value={form.mentor_sessions}
              onChange={(e) => set({ mentor_sessions: e.target.value })}
              className={`${inputClass} w-full`}
            />
            {message('mentor_sessions')}
          </div>
          <div className="flex items-center gap-2 pt-5">
            <input
              id={`${base}-companions`}
              type="checkbox"
              className="size-5"
              checked={form.companions}
              onChange={(e) => set({ companions: e.target.checked })}
            />
            <label htmlFor={`${base}-companions`} className="font-semibold">
              AI companions
            </label>
          </div>
          <div>
            {label('daily_chat_messages', 'Companion messages a day (empty = unlimited)')}
            <input
              {...field('daily_chat_messages')}
              inputMode="numeric"
              value={form.daily_chat_messages}
              onChange={(e) => set({ daily_chat_messages: e.target.value })}
              className={`${inputClass} w-full`}
            />
            {message('daily_chat_messages')}
          </div>
          <div className="flex items-center gap-2 pt-5">
            <input
              id={`${base}-priority`}
              type="checkbox"
              className="size-5"
              checked={form.priority_matching}
              onChange={(e) => set({ priority_matching: e.target.checked })}
            />
            <label htmlFor={`${base}-priority`} className="font-semibold">
              Priority matching
            </label>
          </div>
          <div className="flex items-center gap-2 pt-5">
            <input
              id={`${base}-parent-summary`}
              type="checkbox"
              className="size-5"
              checked={form.parent_summary}
              onChange={(e) => set({ parent_summary: e.target.checked })}
            />
            <label htmlFor={`${base}-parent-summary`} className="font-semibold">
              Parent progress summary
            </label>
          </div>
        </div>
      </fieldset>

      <div>
        {label('lines', 'Description lines, one per line')}
        <p id={`${base}-lines-help`} className="text-sm text-ink-700">
          The first line is the plan's headline, the last one the small print; a line followed by a line with
          “100%” shows a COMING SOON badge. A line may not promise more than the plan includes (sessions,
          companions, messages a day, priority).
        </p>
        <textarea
          id={`${base}-lines`}
          rows={Math.max(6, form.lines.split('\n').length + 1)}
          value={form.lines}
          onChange={(e) => set({ lines: e.target.value })}
          aria-invalid={errorsOf('description_lines').length || promises.length ? true : undefined}
          aria-describedby={`${base}-lines-help ${base}-lines-error ${base}-promises`}
          className="w-full rounded-xl border border-ink-500/40 bg-white p-3 text-sm"
        />
        {message('lines', 'description_lines')}
        <div id={`${base}-promises`} aria-live="polite">
          {promises.length > 0 && errorsOf('description_lines').length === 0 && (
            <ul className="mt-1 space-y-0.5 text-sm font-semibold text-brand-700">
              {promises.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 400) && (
        <ErrorNote error={save.error} />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {plan ? 'Save as a new version' : 'Add the plan'}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
