import { common } from './common';
import { errors } from './errors';
import { wallet } from './wallet';

// What every screen needs from the first paint: the shell, the error catalogue and the wallet button. Each screen's
// own texts load with that screen (services/i18n/bundles.tsx), so /auth does not carry every screen's strings.
const core = { ...common, ...errors, ...wallet };

export default core;
