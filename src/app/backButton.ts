import { type BackAction } from '../components/BackButton';
import { paths, wizardStep } from '../services/routing';

export interface BackButtonRule {
  labelKey: 'back.toList' | 'back.toManage' | 'back.home' | 'back.back';
  action: BackAction;
}

/**
 * The back button of the header layout (docs/product.md §14, §5), in its precedence order. `null` hides it
 * (step 2 of the wizards, while signing and submitting).
 */
export function backButtonFor(pathname: string, search: string): BackButtonRule | null {
  if (pathname === '/create' || pathname === '/productcreate') {
    return wizardStep(search) === 2
      ? null
      : { labelKey: 'back.home', action: { kind: 'navigate', to: paths.home } };
  }
  if (pathname.startsWith('/product'))
    return { labelKey: 'back.toList', action: { kind: 'navigate', to: paths.manage } };
  if (pathname.startsWith('/order'))
    return { labelKey: 'back.toManage', action: { kind: 'navigate', to: paths.manage } };
  if (pathname === '/auth') return { labelKey: 'back.home', action: { kind: 'navigate', to: paths.home } };
  return { labelKey: 'back.back', action: { kind: 'history' } };
}
