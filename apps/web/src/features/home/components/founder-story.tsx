/** The founder's story, in the founder's voice. */
export function FounderStory() {
  return (
    <section aria-labelledby="founder-heading" className="mx-auto max-w-7xl px-6">
      <div className="grid items-center gap-10 rounded-[2.5rem] bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10 lg:grid-cols-[1fr_1.3fr]">
        <img
          src="/images/founder.svg"
          alt=""
          width={360}
          height={320}
          className="mx-auto h-auto w-full max-w-sm"
        />
        <div>
          <p className="font-semibold tracking-wide text-brand-700 uppercase">Why we started</p>
          <h2
            id="founder-heading"
            className="mt-1 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl"
          >
            The founder's story
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-700">
            <p>
              At seventeen I was asked the question every teenager dreads: "So, what do you want to do?" I had
              no idea. My school counselor had four hundred other students, my parents knew their own jobs,
              and the internet offered a thousand quizzes that told me I was "creative". I picked a major
              because a friend did, and I spent two years and a lot of money finding out it wasn't for me.
            </p>
            <p>
              Years later, working with young people at a community center, I heard my own story again and
              again. The problem was never a lack of talent. It was a lack of information and of someone to
              ask. Most teens can name ten careers; there are hundreds more they have never heard of.
            </p>
            <p>
              Pathscoop is what I wish I had had: a short, honest assessment that feels like a game, matched
              against real data on more than 800 careers, and a volunteer professional who will tell you what
              the job is really like. Like choosing ice cream, it's easier to pick when you can taste a few
              flavors first.
            </p>
          </div>
          <p className="mt-6 font-display text-lg font-bold text-ink-900">— Founder of Pathscoop</p>
        </div>
      </div>
    </section>
  );
}
