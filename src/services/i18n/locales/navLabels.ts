/**
 * The four navigation labels are English in every locale (docs/product.md §5), so every locale takes them from here.
 */
export const navLabels = {
  'nav.home': 'Home',
  'nav.order': 'Order',
  'nav.product': 'Product',
  'nav.manage': 'Manage',
} as const;
