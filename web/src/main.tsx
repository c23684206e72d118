import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { App } from './App.tsx';
import { environment } from './relay/environment.ts';
import { preloadFirstPage } from './relay/preload.ts';
import './i18n/index.ts';
import './styles.css';

// The layout's and the page's queries go out together, while React is still starting.
preloadFirstPage(environment, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <App />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
