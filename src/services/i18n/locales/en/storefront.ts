export const storefront = {
  'storefront.poweredBy': 'Payments by OVERDIVE',
} as const;
