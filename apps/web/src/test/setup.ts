import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded CI machine a render can take longer
// (a mentor-profile test once needed more than 3 s while every project ran at once on two cores).
// Waiting longer for something that does appear changes no assertion.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
