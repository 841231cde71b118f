import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BottomBarActionsProvider } from '../state/bottom-bar-actions';
import { appSystem } from '../shared/theme/system';
import type { AppStore } from '../store/setup-store';

export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <ChakraProvider value={appSystem()}>
      <BottomBarActionsProvider>{children}</BottomBarActionsProvider>
    </ChakraProvider>
  </Provider>
);
