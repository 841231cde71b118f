import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { setupStore } from './store/setup-store';

const store = setupStore();
const container = document.getElementById('root');

if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
