import { type MessageKey } from '../en';
import { common } from './common';
import { errors } from './errors';
import { storefront } from './storefront';
import { wallet } from './wallet';

const ko: Record<MessageKey, string> = { ...common, ...errors, ...wallet, ...storefront };

export default ko;
