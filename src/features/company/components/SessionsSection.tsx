import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { Button, FormError, FormSection } from '../../../components/forms';
import { ErrorState } from '../../../components/StatusView';
import { describeError, isApiError } from '../../../services/api';
import {
  type SignedInSession,
  useEndSessionMutation,
  useListSessionsQuery,
  useLogoutEverywhereMutation,
} from '../../../services/api/sessionsApi';
import { loggedOut, noticeRaised } from '../../../services/events';
import { useFeatureDispatch } from '../../../services/hooks';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { signOutRequested } from '../../session';
import { describeSessionDevice } from '../sessionDevice';
import styles from './SessionsSection.module.css';

type Translate = ReturnType<typeof useI18n>['t'];

function deviceName(t: Translate, userAgent: string): string {
  const { browser, os } = describeSessionDevice(userAgent);
  if (browser && os) return t('company.manage.sessions.device', { browser, os });
  return browser ?? os ?? t('company.manage.sessions.unknownDevice');
}

/**
 * /manage "Signed-in sessions" (docs/product.md §9): every live session of the wallet (GET auth/sessions/) with a
 * sign-out for each and one for all. Signing out another session ends it on the server (its tabs go to /auth on their
 * next call); signing out this one, or everywhere, also signs this tab out.
 */
export function SessionsSection() {
  const { t, formatDate } = useI18n();
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const sessions = useListSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [logoutEverywhere, everywhere] = useLogoutEverywhereMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);

  const leave = () => navigate(paths.home);

  const signOut = async (session: SignedInSession) => {
    if (ending !== null) return;
    setFailure(null);
    setEnding(session.id);
    if (session.current) {
      await dispatch(signOutRequested());
      leave();
      return;
    }
    try {
      await endSession(session.id).unwrap();
      dispatch(noticeRaised({ tone: 'success', key: 'company.manage.sessions.ended' }));
    } catch (error) {
      // Already ended elsewhere (or outlived): the refreshed list says so better than an error.
      if (isApiError(error) && error.status === 404) void sessions.refetch();
      else {
        const described = describeError(t, error);
        setFailure({
          message: t('company.manage.sessions.endFailed'),
          detail: described.detail ?? described.message,
        });
      }
    } finally {
      setEnding(null);
    }
  };

  const signOutEverywhere = async () => {
    if (everywhere.isLoading) return;
    setFailure(null);
    try {
      await logoutEverywhere().unwrap();
    } catch (error) {
      // The other devices may still be signed in: say so, and keep this tab signed in to try again.
      const described = describeError(t, error);
      setFailure({
        message: t('company.manage.sessions.everywhereFailed'),
        detail: described.detail ?? described.message,
      });
      return;
    }
    dispatch(loggedOut({ reason: 'user' }));
    leave();
  };

  const page = sessions.currentData;
  let list;
  if (sessions.isError) {
    const described = describeError(t, sessions.error);
    list = (
      <ErrorState
        message={t('company.manage.sessions.loadFailed')}
        detail={described.detail ?? described.message}
        retryLabel={t('common.retry')}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else if (page === undefined) {
    list = (
      <div className={styles.list} role="status" aria-label={t('company.manage.sessions.loading')}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  } else if (page === null || page.results.length === 0) {
    list = <p className={styles.muted}>{t('company.manage.sessions.empty')}</p>;
  } else {
    list = (
      <>
        <ul className={styles.list}>
          {page.results.map((session) => {
            const device = deviceName(t, session.user_agent);
            const created = formatDate(session.created_at);
            return (
              <li key={session.id} className={styles.item}>
                <div className={styles.head}>
                  <span className={styles.device}>{device}</span>
                  {session.current ? (
                    <Badge tone="info">{t('company.manage.sessions.thisDevice')}</Badge>
                  ) : null}
                </div>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('company.manage.sessions.ip')}</dt>
                    <dd className={styles.mono}>{session.ip ?? t('company.manage.sessions.unknownIp')}</dd>
                  </div>
                  <div>
                    <dt>{t('company.manage.sessions.created')}</dt>
                    <dd>{created}</dd>
                  </div>
                  <div>
                    <dt>{t('company.manage.sessions.lastUsed')}</dt>
                    <dd>{formatDate(session.last_used_at)}</dd>
                  </div>
                </dl>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    busy={ending === session.id}
                    busyLabel={t('company.manage.sessions.signingOut')}
                    aria-label={t('company.manage.sessions.signOutLabel', { device, created })}
                    onClick={() => void signOut(session)}
                  >
                    {t('company.manage.sessions.signOut')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {page.count > page.results.length ? (
          <p className={styles.muted}>
            {t('company.manage.sessions.more', { shown: page.results.length, count: page.count })}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <FormSection
      title={t('company.manage.sessions.title')}
      description={t('company.manage.sessions.description')}
    >
      <FormError message={failure?.message} detail={failure?.detail} />
      {list}
      <div className={styles.everywhere}>
        <Button
          variant="danger"
          busy={everywhere.isLoading}
          busyLabel={t('company.manage.sessions.signingOutEverywhere')}
          onClick={() => void signOutEverywhere()}
        >
          {t('company.manage.sessions.signOutEverywhere')}
        </Button>
        <p className={styles.muted}>{t('company.manage.sessions.everywhereHint')}</p>
      </div>
    </FormSection>
  );
}
