const facts = [
  { value: '30%', text: 'of high-school graduates lack a clear path after graduation.' },
  { value: '50%', text: 'of college dropouts cite career uncertainty as a reason they left.' },
  { value: '23 million', text: 'young adults in the U.S. are who we aim to reach.' },
];

export function FactsSection() {
  return (
    <section aria-labelledby="facts-heading" className="bg-ink-900 py-16 text-cream">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="facts-heading" className="max-w-3xl font-display text-3xl font-extrabold sm:text-4xl">
          Too many young people are guessing about their future.
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-cream/85">
          Choosing a path should not be a coin toss made with too little information. That is why we built
          Pathscoop.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {facts.map((f, i) => (
            <li key={f.value} className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10">
              <p
                className={`font-display text-5xl font-extrabold ${['text-brand-200', 'text-mint-100', 'text-cone-400'][i]}`}
              >
                {f.value}
              </p>
              <p className="mt-2 text-lg text-cream/90">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
