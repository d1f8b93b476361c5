import { Link } from 'react-router';

export function Component() {
  return (
    <div className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-2 text-ink-500">This scoop melted. The page you are looking for does not exist.</p>
      <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Back to the home page
      </Link>
    </div>
  );
}
