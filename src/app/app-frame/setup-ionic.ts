import '@ionic/react/css/core.css';
import { setupIonicReact } from '@ionic/react';

// One look on every platform; the iOS stylesheets are also stripped from the build (scripts/build/ionic-slim.ts).
setupIonicReact({ mode: 'md' });
