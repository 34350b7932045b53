import './lib/zod-without-eval';
import './app/setup-ionic';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { registerServiceWorkerAfterLoad } from './app/register-service-worker';
import { setAccessTokenProvider } from './lib/access-token-provider';
import { accessTokenForRequest, renewAccessToken } from './lib/session/renew-access-token';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

setAccessTokenProvider({ tokenForRequest: () => accessTokenForRequest(), renewToken: renewAccessToken });

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
