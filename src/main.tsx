import './lib/zod-without-eval';
import './app/setup-ionic';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { adoptFirstPaintAnswers } from './app/first-paint/adopt-first-paint-answers';
import { registerServiceWorkerAfterLoad, startDeviceCatalogueAfterLoad } from './app/register-service-worker';
import { setAccessTokenProvider } from './lib/access-token-provider';
import { queryClient } from './lib/query-client';
import { accessTokenForRequest, renewAccessToken } from './lib/session/renew-access-token';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

setAccessTokenProvider({ tokenForRequest: () => accessTokenForRequest(), renewToken: renewAccessToken });

// A page the server painted (src/app/first-paint) brings the answers it was painted with.
adoptFirstPaintAnswers(queryClient);

// Rendered as a transition, the first render yields to the browser between components instead of holding it.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorkerAfterLoad();
startDeviceCatalogueAfterLoad(queryClient);
