import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ownership } from '../shared/access/access-rules';
import type { SessionUser } from '../shared/storage/session-storage';

export interface SessionState {
  user: SessionUser | null;
  ownership: Ownership;
  // True once GET /users/info has confirmed the cookie in this tab; the overlay shows until then.
  verified: boolean;
  loggingOut: boolean;
}

export const initialSessionState: SessionState = { user: null, ownership: 'allgrow', verified: false, loggingOut: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.ownership = action.payload.ownership;
      state.verified = true;
      state.loggingOut = false;
    },
    sessionVerified(state, action: PayloadAction<SessionUser>) {
      // The usual answer is the stored user unchanged: keeping its object leaves everything that reads the user (the
      // shell, the menu, the page's access checks) as it was, instead of re-rendering all of it in one uninterruptible
      // task the moment the check answers (a store change renders synchronously).
      if (JSON.stringify(state.user) !== JSON.stringify(action.payload)) state.user = action.payload;
      state.verified = true;
    },
    // 401, logout or an invalid stored user: every consumer treats this as "signed out".
    sessionCleared(state) {
      state.user = null;
      state.verified = false;
      state.loggingOut = false;
    },
    ownershipRemembered(state, action: PayloadAction<Ownership>) {
      state.ownership = action.payload;
    },
    logoutStarted(state) {
      state.loggingOut = true;
    },
  },
});

export const { signedIn, sessionVerified, sessionCleared, ownershipRemembered, logoutStarted } = sessionSlice.actions;
