import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, FormSection } from '../../../components/forms';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { signOutRequested } from '../../session';
import styles from './company.module.css';

/** /manage: the signed-in wallet and the sign-out button (docs/product.md §16). */
export function SignOutSection({ wallet }: { wallet: string }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    await dispatch(signOutRequested());
    navigate(paths.home);
  }, [dispatch, navigate]);
  return (
    <FormSection title={t('company.manage.session.title')}>
      <div>
        <p className={styles.muted}>{t('company.manage.session.signedInAs')}</p>
        <p className={styles.address}>{wallet}</p>
      </div>
      <div>
        <Button
          variant="danger"
          busy={busy}
          busyLabel={t('company.manage.session.signingOut')}
          onClick={() => void signOut()}
        >
          {t('company.manage.session.signOut')}
        </Button>
      </div>
    </FormSection>
  );
}
