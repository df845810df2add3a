import { useNavigate } from 'react-router-dom';
import styles from './BackButton.module.css';

/** What a back button does (SPEC.md §2): run a custom action, go to an address, or go back in history. */
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
    else navigate('/');
  };
  return (
    <button type="button" className={styles.back} onClick={onClick}>
      <svg aria-hidden="true" className="flip-in-rtl" viewBox="0 0 24 24" width="18" height="18">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}
