// The services write their refusals and errors in the language shown (src/i18n): English here,
// with every part of the catalog loaded, as on a signed-in screen.
import { activateLanguage } from '../../src/i18n';

await activateLanguage('en', ['public', 'app']);
