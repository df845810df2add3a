import { type storefront as en } from '../en/storefront';

export const storefront: Record<keyof typeof en, string> = {
  'storefront.poweredBy': 'OVERDIVE 결제',
};
