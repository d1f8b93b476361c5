import { Link } from 'react-router';

/** An unknown /profile child route (a mistyped or old link): says so and offers a way back. */
export function Component() {
  return (
    <section className="rounded-[1.75rem] bg-white p-8 text-center ring-1 ring-brand-100 sm:p-12">
      <svg aria-hidden="true" viewBox="0 0 120 120" className="mx-auto h-28 w-28">
        <circle cx="60" cy="60" r="56" fill="#fff1f4" />
        <path d="M42 62h36l-18 44z" fill="#e8a85c" />
        <circle cx="60" cy="48" r="20" fill="#ffc2d0" />
        <path
          d="M40 56c6 5 12 5 20 0s14-5 20 0"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M60 28v-8" stroke="#a12246" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 className="mt-4 font-display text-xl font-bold text-ink-900">This scoop melted away</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-500">
        There is no page at this address in your profile. The link may be old or mistyped; everything you can
        do is in the menu.
      </p>
      <Link
        to="/profile/profile-info"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Go to Profile Info
      </Link>
    </section>
  );
}
