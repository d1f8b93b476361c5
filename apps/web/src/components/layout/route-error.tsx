export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-ink-500">Something broke on this page. Reload, or go back to the home page.</p>
      <a href="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Go home
      </a>
    </div>
  );
}
