import { type BackAction } from '../components/BackButton';
import { paths, routePatterns, wizardStep } from '../services/routing';

export interface BackButtonRule {
  labelKey: 'back.toList' | 'back.toManage' | 'back.home' | 'back.back';
  action: BackAction;
}

/**
 * The back button of the header layout (docs/product.md §14, §5), in its precedence order. `null` hides it
 * (step 2 of the wizards, while signing and submitting).
 */
export function backButtonFor(pathname: string, search: string): BackButtonRule | null {
  if (pathname === routePatterns.companyCreate || pathname === routePatterns.productCreate) {
    return wizardStep(search) === 2
      ? null
      : { labelKey: 'back.home', action: { kind: 'navigate', to: paths.home } };
  }
  if (pathname.startsWith(routePatterns.products))
    return { labelKey: 'back.toList', action: { kind: 'navigate', to: paths.manage } };
  if (pathname.startsWith(routePatterns.orders))
    return { labelKey: 'back.toManage', action: { kind: 'navigate', to: paths.manage } };
  if (pathname === routePatterns.auth)
    return { labelKey: 'back.home', action: { kind: 'navigate', to: paths.home } };
  return { labelKey: 'back.back', action: { kind: 'history' } };
}
