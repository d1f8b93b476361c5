import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';

/** Shows the current location so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function WithProbe() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

/** Renders routes in a memory router with a fresh query client, plus a location probe. */
/** `initialEntry`: a path, or `{ pathname, state }` for a navigation that carries state. */
export function renderRoute(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; search?: string; state?: unknown },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ Component: WithProbe, children: routes }], {
    initialEntries: [initialEntry],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
