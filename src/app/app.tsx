import { AppRoutes } from './app-routes';
import { useBrandAttribute } from './brand';
import { DialogHost } from './dialogs/dialog-host';
import { RouteCacheFlush } from './route-cache-flush';

// Rendered inside a router (BrowserRouter in main.tsx, MemoryRouter in tests).
export const App = () => {
  useBrandAttribute();
  return (
    <>
      <RouteCacheFlush />
      <AppRoutes />
      <DialogHost />
    </>
  );
};
