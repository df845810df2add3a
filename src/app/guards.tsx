import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { loggedOut } from '../services/events';
import { useT } from '../services/i18n';
import { paths } from '../services/routing';
import { useDeferredArrival } from '../services/useDeferredArrival';
import {
  prefetchCompanyLookup,
  takeStartupLookup,
  useLazyGetCompanyByWalletQuery,
} from '../features/company';
import {
  decideSessionGuard,
  needsCompanyLookup,
  selectAutoSignIn,
  selectIsSessionValid,
  selectLastLogoutReason,
  selectStoredWallet,
  autoSignInRequested,
} from '../features/session';
import { selectConnectedAddress, selectWalletStatus } from '../features/wallet';
import { useAppDispatch, useAppSelector } from './hooks';
import { type AppDispatch, type RootState } from './store';

/** Where /auth sends the user back to after signing in. */
export interface AuthRedirectState {
  from?: string;
}

/**
 * Guarded pages (docs/product.md §16): valid session, or an automatic sign-in, or /auth. A spinner while it decides.
 */
export function RequireSession() {
  const t = useT();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const walletStatus = useAppSelector(selectWalletStatus);
  const connectedAddress = useAppSelector(selectConnectedAddress);
  const sessionValid = useAppSelector((state) => selectIsSessionValid(state));
  const storedWallet = useAppSelector(selectStoredWallet);
  const autoSignIn = useAppSelector(selectAutoSignIn);
  const lastLogoutReason = useAppSelector(selectLastLogoutReason);
  const decision = decideSessionGuard({
    walletStatus,
    connectedAddress,
    sessionValid,
    storedWallet,
    autoSignIn,
    lastLogoutReason,
  });

  useEffect(() => {
    if (decision === 'autoSignIn' && connectedAddress)
      void dispatch(autoSignInRequested({ address: connectedAddress }));
    if (decision === 'logoutAndRedirect') dispatch(loggedOut({ reason: 'accountMismatch' }));
  }, [decision, connectedAddress, dispatch]);

  switch (decision) {
    case 'proceed':
      return <Outlet />;
    case 'redirectToAuth':
      return (
        <Navigate
          to={paths.auth}
          replace
          state={{ from: `${location.pathname}${location.search}` } satisfies AuthRedirectState}
        />
      );
    default:
      return <PageSpinner label={t('common.checkingSession')} />;
  }
}

/**
 * After authentication the company of the wallet is looked up on each navigation to the pages of docs/product.md §16;
 * no company, or a failed lookup, sends the user to /create.
 */
export function RequireCompany() {
  const t = useT();
  const location = useLocation();
  const wallet = useAppSelector(selectStoredWallet);
  const [lookUp, lookup] = useLazyGetCompanyByWalletQuery();
  const applies = needsCompanyLookup(location.pathname);
  // The pages behind the guard render in the background once the company is known (services/useDeferredArrival).
  const arrivedCompany = useDeferredArrival(lookup.currentData ?? undefined);

  useEffect(() => {
    // The first lookup may be the one start-up began (prefetchGuardReads): take its answer, fetched moments ago.
    if (applies && wallet) void lookUp(wallet, takeStartupLookup(wallet));
    // location.key changes on every navigation, so each one looks the company up again.
  }, [applies, wallet, location.key, lookUp]);

  if (!applies || !wallet) return <Outlet />;
  if (lookup.isError || (lookup.currentData === null && !lookup.isFetching)) {
    return (
      <Navigate
        to={paths.companyCreate(1)}
        replace
        state={{
          from: `${location.pathname}${location.search}`,
          lookupFailed: lookup.isError,
          // Why it failed (an ApiError, plain data), so the wizard can say so (docs/security.md: a clear message).
          lookupError: lookup.isError ? lookup.error : undefined,
        }}
      />
    );
  }
  // currentData belongs to this wallet only, so another wallet's company never shows while the lookup runs.
  if (lookup.currentData && arrivedCompany) return <Outlet />;
  return <PageSpinner label={t('common.checkingSession')} />;
}

/**
 * Start-up (index.tsx): the company lookup RequireCompany will make for the first screen starts once the stored session
 * is back, beside the screen's own reads (services/routing prefetchRouteData), instead of after the first render.
 */
export function prefetchGuardReads(pathname: string, dispatch: AppDispatch, getState: () => RootState): void {
  const state = getState();
  const wallet = selectStoredWallet(state);
  if (!needsCompanyLookup(pathname) || wallet === null || !selectIsSessionValid(state)) return;
  prefetchCompanyLookup(dispatch, wallet);
}
