import { deriveKey } from '../app-secret';
import { forbidden } from '../http/errors';
import { requireAuth, type ModuleHandlers } from '../http/handler-types';
import { exportChannel } from './broadcaster';
import { signChannel, SOCKET_ID } from './pusher-protocol';

/** Pusher socket ids are two integers; anything longer than this is not one the endpoint issued. */
const MAX_SOCKET_ID_LENGTH = 40;

export const realtimeHandlers: ModuleHandlers<'broadcastingAuth'> = {
  // The signature binds one socket to one channel; the only channel a user may join is their own export channel,
  // so a malformed socket id or any other channel is refused outright (403, never a signature).
  broadcastingAuth: async ({ deps, auth, body }) => {
    const { user } = requireAuth(auth);
    const socketId = body.socket_id;
    const channel = body.channel_name;
    if (socketId.length > MAX_SOCKET_ID_LENGTH || !SOCKET_ID.test(socketId)) throw forbidden();
    if (channel !== exportChannel(user.dispUserId)) throw forbidden();
    return { auth: signChannel(deriveKey(deps.appSecret, 'realtime-signing'), socketId, channel) };
  },
};
