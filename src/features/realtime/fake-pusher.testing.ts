import type { PusherConstructor, PusherLoader } from './realtime-client';

type Handler = (data: unknown) => void;

// Just enough of pusher-js for Laravel Echo's pusher connector: subscribe/bind, unsubscribe, disconnect. Tests emit
// server events on it as the realtime endpoint would deliver them.
export class FakePusher {
  static instances: FakePusher[] = [];
  readonly bindings = new Map<string, Map<string, Handler[]>>();
  readonly connection = { socket_id: '1.2', state: 'connected', bind: () => undefined, unbind: () => undefined };
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: Record<string, unknown>,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(channel: string) {
    const events = this.bindings.get(channel) ?? new Map<string, Handler[]>();
    this.bindings.set(channel, events);
    return {
      bind: (event: string, handler: Handler) => events.set(event, [...(events.get(event) ?? []), handler]),
      unbind: () => undefined,
      bind_global: () => undefined,
      unbind_global: () => undefined,
    };
  }

  unsubscribe(channel: string) {
    this.bindings.delete(channel);
  }

  disconnect() {
    this.disconnected = true;
  }

  emit(channel: string, event: string, data: unknown) {
    for (const handler of this.bindings.get(channel)?.get(event) ?? []) handler(data);
  }
}

export const loadFakePusher: PusherLoader = async () => FakePusher as unknown as PusherConstructor;
