export const card = 'rounded-3xl bg-white p-5 ring-1 ring-brand-100';
export const inputClass = 'min-h-11 rounded-xl border border-ink-500/40 px-3';
