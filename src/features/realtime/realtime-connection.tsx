import type { PusherLoader } from './realtime-client';
import { useRealtimeConnection } from './use-realtime-connection';

/** Mount once inside the signed-in layout; renders nothing. */
export const RealtimeConnection = ({ loadPusher }: { loadPusher?: PusherLoader }) => {
  useRealtimeConnection(loadPusher);
  return null;
};
