import { Outlet } from 'react-router';

/** Top navigation + page + footer (the navigation and footer are filled in by the layout work). */
export function AppShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
