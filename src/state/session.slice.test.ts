import { makeUser } from '../testing/fixtures';
import { initialSessionState, sessionSlice, sessionVerified } from './session.slice';

const reduce = sessionSlice.reducer;

test('a confirmation that matches the stored user keeps its object, so nothing reading the user re-renders', () => {
  const stored = makeUser({ disp_user_id: 'demo-owner' });
  const before = { ...initialSessionState, user: stored };
  const after = reduce(before, sessionVerified(JSON.parse(JSON.stringify(stored))));
  expect(after.verified).toBe(true);
  expect(after.user).toBe(stored);
});

test('a confirmation that differs from the stored user replaces it', () => {
  const stored = makeUser({ disp_user_id: 'demo-owner', user_name: '旧い名前' });
  const fresh = makeUser({ disp_user_id: 'demo-owner', user_name: '新しい名前' });
  const after = reduce({ ...initialSessionState, user: stored }, sessionVerified(fresh));
  expect(after.user).toEqual(fresh);
  expect(after.verified).toBe(true);
});
