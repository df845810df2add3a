import { Button } from '../../../components/forms';
import { useT } from '../../../services/i18n';
import { type StoryRun } from '../useStoryRun';
import { StoryFailureView } from './StoryFailureView';
import styles from './story.module.css';

type StoryStage = 'terms' | 'wallet' | 'mining' | 'recording';

/**
 * A licensor's one-button Story step (docs/product.md §10.1, §10.2): the wrong-network note, the stopped step with its
 * Retry, and the button with what the step waits for beside it while it runs.
 */
export function StoryStepAction({
  flow,
  wrongNetwork,
  label,
  onRun,
}: {
  flow: Pick<StoryRun<StoryStage>, 'busy' | 'stage' | 'failure'>;
  wrongNetwork: boolean;
  label: string;
  onRun: () => void;
}) {
  const t = useT();
  return (
    <>
      {wrongNetwork ? <p className={styles.muted}>{t('story.wrongNetwork')}</p> : null}
      {flow.failure ? <StoryFailureView failure={flow.failure} onRetry={onRun} /> : null}
      <div className={styles.actions}>
        <Button busy={flow.busy} disabled={wrongNetwork} onClick={onRun}>
          {label}
        </Button>
        {flow.busy ? (
          <span className={styles.muted} aria-live="polite">
            {t(`story.stage.${flow.stage ?? 'wallet'}`)}
          </span>
        ) : null}
      </div>
    </>
  );
}
