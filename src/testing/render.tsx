import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import type { UserInfomation } from '../api/generated/auth.gen';
import { OWNERSHIP_KEY, USER_KEY } from '../shared/storage/session-storage';
import { setupStore, type AppStore, type RootState } from '../store/setup-store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  store?: AppStore;
  preloadedState?: Partial<RootState>;
}

let currentPath = '';
// Records the router location so tests can assert navigation without reaching into the router.
const LocationProbe = () => {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
};
export const currentLocation = () => currentPath;

// A fresh store per call (built after any localStorage seeding) and a MemoryRouter at `route`.
export const renderWithProviders = (ui: ReactElement, { route = '/', store, preloadedState, ...options }: Options = {}) => {
  const appStore = store ?? setupStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={appStore}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  return { store: appStore, ...render(ui, { wrapper: Wrapper, ...options }) };
};

export const renderApp = (route: string, options: Omit<Options, 'route'> = {}) => renderWithProviders(<App />, { route, ...options });

export const seedSession = (user: UserInfomation | null, ownership: 'allgrow' | 'partner' = user?.ownership ?? 'allgrow') => {
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(OWNERSHIP_KEY, ownership);
};
