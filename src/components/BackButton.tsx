import { useNavigate } from 'react-router-dom';
import { paths } from '../services/routing';
import styles from './BackButton.module.css';
import { BackIcon } from './icons';

/** What a back button does (docs/product.md §14): run a custom action, go to an address, or go back in history. */
export type BackAction =
  { kind: 'action'; run: () => void } | { kind: 'navigate'; to: string } | { kind: 'history' };

export function BackButton({ label, action }: { label: string; action: BackAction }) {
  const navigate = useNavigate();
  const onClick = () => {
    if (action.kind === 'action') action.run();
    else if (action.kind === 'navigate') navigate(action.to);
    // With no history inside the app (a page opened directly), "back" would leave the site; go Home instead.
    else if (
      window.history.state &&
      typeof window.history.state.idx === 'number' &&
      window.history.state.idx > 0
    )
      navigate(-1);
    else navigate(paths.home);
  };
  return (
    <button type="button" className={styles.back} onClick={onClick}>
      <BackIcon size={18} />
      {label}
    </button>
  );
}
