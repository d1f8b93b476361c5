import { NavLink, Route, Routes } from 'react-router';
import { FaqTab } from './content-faq';
import { PresetsTab } from './content-presets';
import { ResourcesTab } from './content-resources';
import { TestimonialsTab } from './content-testimonials';

/**
 * Content (issue 20, docs/backoffice.md "Content"): school resources (Picks For You, Great Finds)
 * and testimonials/stories. New items are drafts; Preview shows them the way members will; Publish
 * and Unpublish change what members see from their next request.
 */
export function ContentPage({ canWrite }: { canWrite: boolean }) {
  const tab =
    'min-h-11 rounded-full px-4 py-2 font-semibold aria-[current=page]:bg-ink-900 aria-[current=page]:text-white';
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Content</h1>
      <nav aria-label="Content" className="flex flex-wrap gap-2">
        <NavLink end to="/backoffice/content" className={tab}>
          School resources
        </NavLink>
        <NavLink to="/backoffice/content/testimonials" className={tab}>
          Testimonials and stories
        </NavLink>
        <NavLink to="/backoffice/content/faq" className={tab}>
          FAQ
        </NavLink>
        <NavLink to="/backoffice/content/scoop" className={tab}>
          Scoop questions
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<ResourcesTab canWrite={canWrite} />} />
        <Route path="testimonials" element={<TestimonialsTab canWrite={canWrite} />} />
        <Route path="faq" element={<FaqTab canWrite={canWrite} />} />
        <Route path="scoop" element={<PresetsTab canWrite={canWrite} />} />
      </Routes>
    </div>
  );
}
