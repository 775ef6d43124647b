import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => {
  cleanup();
});

// a screen's first draw imports and renders the whole admin: on a busy 2-core machine (CI runs the
// unit files side by side) that can take several seconds, so `findBy`/`waitFor` wait up to 10 s
configure({ asyncUtilTimeout: 10_000 });
