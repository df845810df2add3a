import { type MessageKey } from '../en';
import { common } from './common';
import { company } from './company';
import { errors } from './errors';
import { forms } from './forms';
import { home } from './home';
import { licenses } from './licenses';
import { orders } from './orders';
import { products } from './products';
import { storefront } from './storefront';
import { story } from './story';
import { storefrontRemix } from './storefrontRemix';
import { wallet } from './wallet';
import { webhooks } from './webhooks';
import { apiKeys } from './apiKeys';

const ko: Record<MessageKey, string> = {
  ...common,
  ...errors,
  ...wallet,
  ...storefront,
  ...forms,
  ...company,
  ...products,
  ...orders,
  ...home,
  ...story,
  ...storefrontRemix,
  ...licenses,
  ...webhooks,
  ...apiKeys,
};

export default ko;
