import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Handler = () => void;

// The bar's own クリア and すべて選択: the list that fills the bar registers them like any page action.
export const BOTTOM_BAR_CLEAR = 'bottom-bar-clear';
export const BOTTOM_BAR_SELECT_ALL = 'bottom-bar-select-all';

// Handlers are functions, so they live here rather than in the store; the slice keeps only what the bar shows.
export class BottomBarRegistry {
  private readonly handlers = new Map<string, { current: Handler }>();

  register(id: string, handler: { current: Handler }) {
    this.handlers.set(id, handler);
    return () => {
      // A later registration for the same id (the next screen) must survive the previous one's cleanup.
      if (this.handlers.get(id) === handler) this.handlers.delete(id);
    };
  }

  press(id: string) {
    this.handlers.get(id)?.current();
  }
}

const BottomBarRegistryContext = createContext<BottomBarRegistry | null>(null);

export const BottomBarActionsProvider = ({ children }: { children: ReactNode }) => {
  const [registry] = useState(() => new BottomBarRegistry());
  return <BottomBarRegistryContext.Provider value={registry}>{children}</BottomBarRegistryContext.Provider>;
};

export const useBottomBarRegistry = (): BottomBarRegistry => {
  const registry = useContext(BottomBarRegistryContext);
  if (!registry) throw new Error('useBottomBarRegistry needs a BottomBarActionsProvider (AppProviders renders one).');
  return registry;
};

// While the caller is mounted, pressing the bar's button `id` calls the latest `handler` (once per press).
export const useBottomBarAction = (id: string, handler: Handler) => {
  const registry = useBottomBarRegistry();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registry.register(id, latest), [registry, id]);
};
