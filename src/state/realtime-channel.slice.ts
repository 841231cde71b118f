import { addListener, createSlice, type ThunkDispatch, type UnknownAction, type UnsubscribeListener } from '@reduxjs/toolkit';
import { sessionCleared } from './session.slice';

/**
 * The user's realtime channel, as far as the rest of the console needs to know it. The connection does not open
 * with the page: loading pusher-js, the websocket and the channel's authorisation would compete with the first screen
 * (Lighthouse, A-B-B-A-A-B: home 95–97 without them against 88–93, the dashboard 87–89 against 79–85). It opens on the
 * user's first interaction, when a view that shows events live asks for it (realtimeWanted: the review inbox once its
 * list has answered, a bulk edit's progress), or at once when a request whose outcome only arrives over it asks for
 * it (realtimeChannelReady): the server keeps no events for a late subscriber, so an export asked for before the
 * channel is subscribed would never announce its completion.
 */
export type RealtimeChannelStatus =
  /** No connection will come: nobody is signed in, or the console runs without realtime. */
  | 'off'
  /** The connection is mounted for the signed-in user and opens (or is opening) once wanted. */
  | 'pending'
  | 'subscribed'
  | 'failed';

export interface RealtimeChannelState {
  wanted: boolean;
  status: RealtimeChannelStatus;
}

const initialState: RealtimeChannelState = { wanted: false, status: 'off' };

export const realtimeChannelSlice = createSlice({
  name: 'realtimeChannel',
  initialState,
  reducers: {
    realtimeWanted(state) {
      state.wanted = true;
    },
    realtimeChannelStatusChanged(state, action: { payload: RealtimeChannelStatus }) {
      state.status = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialState),
});

export const { realtimeWanted, realtimeChannelStatusChanged } = realtimeChannelSlice.actions;

/** How long a request waits for the channel before it goes anyway: realtime is an enhancement, the request is not. */
export const CHANNEL_WAIT_MS = 5000;

interface StateWithChannel {
  realtimeChannel: RealtimeChannelState;
}

/**
 * Resolves at once when the channel is subscribed, has failed or cannot come (status off); otherwise asks for it and
 * resolves once it is subscribed or has failed, or after CHANNEL_WAIT_MS. The base query awaits it for the endpoints
 * whose policy says waitsForRealtime.
 */
export const realtimeChannelReady =
  (limitMs = CHANNEL_WAIT_MS) =>
  (dispatch: ThunkDispatch<StateWithChannel, unknown, UnknownAction>, getState: () => StateWithChannel): Promise<void> => {
    const waiting = (state: StateWithChannel) => state.realtimeChannel.status === 'pending';
    if (!waiting(getState())) return Promise.resolve();
    dispatch(realtimeWanted());
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(finish, limitMs);
      // The store's listener middleware answers addListener with the function that removes it.
      const unsubscribe = dispatch(
        addListener({ predicate: (_action, state) => !waiting(state as StateWithChannel), effect: finish }),
      ) as unknown as UnsubscribeListener;
    });
  };
