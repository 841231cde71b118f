import type { AuthContext } from '../../http/auth-context';
import { permissionsFor, POST_STATUS, statusOnCreate, statusOnEdit } from './post-policy';

// The one table of who may do what with a post, read by the handlers and shown to the console as permissions.
const actor = (id: number, userType: 'normal' | 'store'): AuthContext => ({ user: { id }, actor: { user_type: userType } }) as unknown as AuthContext;
const normal = actor(1, 'normal');
const storeAuthor = actor(2, 'store');
const otherStore = actor(3, 'store');
const post = (status: number) => ({ status, authorUserId: 2 });

it('starts a store user’s post in approval and a Normal user’s in the plan', () => {
  expect(statusOnCreate(storeAuthor)).toBe(POST_STATUS.awaitingApproval);
  expect(statusOnCreate(normal)).toBe(POST_STATUS.waiting);
});

it('sends a store user’s edit back to approval and resubmits a sent-back post whoever edits it', () => {
  for (const status of [0, 1, 8, 9]) expect(statusOnEdit(storeAuthor, status)).toBe(8);
  expect([0, 1, 8, 9].map((s) => statusOnEdit(normal, s))).toEqual([0, 1, 8, 8]);
});

it.each([
  ['Normal user', normal, 8, { edit: true, approve: true, suspend: false, delete: true }],
  ['Normal user', normal, 0, { edit: true, approve: false, suspend: true, delete: true }],
  ['Normal user', normal, 2, { edit: false, approve: false, suspend: false, delete: true }],
  ['author (store user)', storeAuthor, 8, { edit: true, approve: false, suspend: false, delete: true }],
  ['author (store user)', storeAuthor, 9, { edit: true, approve: false, suspend: false, delete: true }],
  ['author (store user)', storeAuthor, 1, { edit: true, approve: false, suspend: true, delete: true }],
  ['another store user', otherStore, 8, { edit: false, approve: false, suspend: false, delete: false }],
  ['another store user', otherStore, 0, { edit: false, approve: false, suspend: false, delete: false }],
] as const)('gives the %s on a post in status %s exactly these rights', (_who, auth, status, expected) => {
  expect(permissionsFor(auth, post(status))).toEqual(expected);
});
