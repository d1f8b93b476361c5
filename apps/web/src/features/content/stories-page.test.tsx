import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Component as StoriesPage } from './stories-page';

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/stories/:tab?', element: <StoriesPage /> }], {
        initialEntries: [path],
      })}
    />,
  );

describe('Stories page', () => {
  it('shows student stories with first name, age and career path by default', () => {
    renderAt('/stories');
    expect(screen.getByRole('heading', { name: 'Jada' })).toBeInTheDocument();
    expect(screen.getByText('Age 17')).toBeInTheDocument();
    expect(screen.getByText('Registered Nurse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Student's Stories" })).toHaveAttribute('aria-current', 'page');
  });

  it("switches to parents' stories", async () => {
    renderAt('/stories');
    await userEvent.click(screen.getByRole('link', { name: "Parent's Stories" }));
    expect(screen.getByRole('heading', { name: 'Karen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jada' })).toBeNull();
  });

  it("'Share your story with us!' opens a Contact us modal", async () => {
    renderAt('/stories/parents');
    await userEvent.click(screen.getByRole('button', { name: 'Share your story with us!' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});
