import { common } from './common';
import { errors } from './errors';
import { storefront } from './storefront';
import { wallet } from './wallet';

// One namespace file per area; every engineer adds keys to their own file.
const en = { ...common, ...errors, ...wallet, ...storefront };

export type MessageKey = keyof typeof en;
export default en;
