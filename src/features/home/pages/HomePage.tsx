import { useSelector } from 'react-redux';
import { useT } from '../../../services/i18n';
import { selectStoredWallet } from '../../session/sessionSlice';
import { KpiSection } from '../components/KpiSection';
import { LatestOrders } from '../components/LatestOrders';
import { WalletBalances } from '../components/WalletBalances';
import styles from '../components/Home.module.css';

/**
 * / (PRODUCT.md §9): KPI cards, the 5 latest orders and the wallet's token balances. Each part reads its own
 * endpoint and has its own loading, empty and error state, so one failing part never blanks the others.
 */
export default function HomePage() {
  const t = useT();
  const wallet = useSelector(selectStoredWallet);
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <KpiSection wallet={wallet} />
      <div className={styles.columns}>
        <LatestOrders wallet={wallet} />
        <WalletBalances wallet={wallet} />
      </div>
    </div>
  );
}
