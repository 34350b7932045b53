import { setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '../styles/theme.css';
import '../styles/layout.css';

// One look on every platform; the iOS stylesheets are also stripped from the build (scripts/build/ionic-slim.ts).
setupIonicReact({ mode: 'md' });
