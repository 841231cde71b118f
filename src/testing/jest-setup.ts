// The yup locale first: schemas built before it keep English messages.
import '../shared/validation/yup-locale';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw-server';

// Lazy screens and role queries over the whole shell are slow on two shared cores.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  document.title = '';
});
afterAll(() => server.close());
