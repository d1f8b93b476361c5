import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserReview } from '../api/get-user-reviews';
import { TestimonialAccordion } from './testimonials';

const reviews: UserReview[] = [
  { id: 11, image: null, name: 'Jada M.', title: 'High-school senior', review: 'I found nursing.' },
  { id: 12, image: null, name: 'Luis R.', title: 'College freshman', review: 'I switched to data.' },
  { id: 13, image: '/x.png', name: 'Karen P.', title: 'Parent', review: 'My son has a plan.' },
];

const header = (name: RegExp) => screen.getByRole('button', { name });
const openPanels = () => screen.queryAllByRole('region');

describe('TestimonialAccordion', () => {
  it('opens the first testimonial by default and only that one', () => {
    render(<TestimonialAccordion reviews={reviews} />);
    expect(header(/Jada/)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/Luis/)).toHaveAttribute('aria-expanded', 'false');
    expect(openPanels()).toHaveLength(1);
    expect(screen.getByText('I found nursing.')).toBeVisible();
  });

  it('keeps exactly one open as the visitor clicks around', async () => {
    render(<TestimonialAccordion reviews={reviews} />);
    await userEvent.click(header(/Luis/));
    expect(header(/Luis/)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/Jada/)).toHaveAttribute('aria-expanded', 'false');
    expect(openPanels()).toHaveLength(1);
    expect(screen.getByText('I switched to data.')).toBeVisible();

    await userEvent.click(header(/Karen/));
    await userEvent.click(header(/Karen/));
    expect(header(/Karen/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });
});
