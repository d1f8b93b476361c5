import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as StoriesPage } from './stories-page';

const page = (results: unknown[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});
const story = (id: number, name: string, title: string, career_path = '') => ({
  id,
  name,
  title,
  career_path,
  image: null,
  age: null,
  quote: `${name}'s quote`,
  review: `${name}'s story`,
});

beforeEach(() => {
  mockApi({
    'GET user-reviews/?audience=student&per_page=100': () =>
      page([story(1, 'Jada', 'Age 17', 'Registered Nurse')]),
    'GET user-reviews/?audience=parent&per_page=100': () => page([story(2, 'Karen', 'Mother of Eli, 15')]),
  });
});

const renderAt = (path: string) => renderRoute([{ path: '/stories/:tab?', element: <StoriesPage /> }], path);

describe('Stories page', () => {
  it('shows student stories (from user-reviews/) with first name, age and career path by default', async () => {
    renderAt('/stories');
    expect(await screen.findByRole('heading', { name: 'Jada' })).toBeInTheDocument();
    expect(screen.getByText('Age 17')).toBeInTheDocument();
    expect(screen.getByText('Registered Nurse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Student's Stories" })).toHaveAttribute('aria-current', 'page');
  });

  it("switches to parents' stories", async () => {
    renderAt('/stories');
    await userEvent.click(screen.getByRole('link', { name: "Parent's Stories" }));
    expect(await screen.findByRole('heading', { name: 'Karen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jada' })).toBeNull();
  });

  it("'Share your story with us!' opens a Contact us modal", async () => {
    renderAt('/stories/parents');
    await userEvent.click(screen.getByRole('button', { name: 'Share your story with us!' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});
