// The yup locale first: schemas built before it keep English messages.
import '../shared/validation/yup-locale';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw-server';

// Lazy screens and role queries over the whole shell are slow on two shared cores. A screen's first import in a
// test file transforms its whole module graph inside the wait; on CI's cold transform cache, with the server
// suites running beside it, that alone took more than 5 s (route-selection-reset, CI of 2026-11-26). The bound
// only matters when a test fails: a wait returns as soon as what it looks for is there.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  document.title = '';
});
afterAll(() => server.close());
