/*
 * Every page's stylesheets: Ionic's base (normalize, structure and typography: the look of the app, on the plain
 * site pages too) and the app's theme and layout. Ionic's component styles (core.css) come with the Ionic frame.
 */
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '../styles/theme.css';
import '../styles/layout.css';
