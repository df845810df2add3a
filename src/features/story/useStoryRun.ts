import { useCallback, useEffect, useRef, useState } from 'react';
import { asFailure, type StoryFailure } from './storyTransactions';

export interface StoryRun<Stage extends string> {
  busy: boolean;
  /** What the flow waits for now (the wallet, the chain, the API), said beside the busy button. */
  stage: Stage | null;
  failure: StoryFailure | null;
  /** Runs `flow`; a thrown StoryStepError (or any wallet error) becomes `failure`, shown with a Retry. */
  run: (flow: (setStage: (stage: Stage) => void) => Promise<void>) => Promise<boolean>;
  dismiss: () => void;
}

/**
 * One Story flow on a screen (docs/product.md §10): one run at a time, its stage and its failure. A run that outlives
 * its screen changes nothing (the flow's transactions still stand on chain and are recorded the next time).
 */
export function useStoryRun<Stage extends string>(): StoryRun<Stage> {
  const [state, setState] = useState<{ busy: boolean; stage: Stage | null; failure: StoryFailure | null }>({
    busy: false,
    stage: null,
    failure: null,
  });
  const live = useRef(true);
  const running = useRef(false);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const run = useCallback(async (flow: (setStage: (stage: Stage) => void) => Promise<void>) => {
    if (running.current) return false;
    running.current = true;
    setState({ busy: true, stage: null, failure: null });
    try {
      await flow((stage) => {
        if (live.current) setState((current) => ({ ...current, stage }));
      });
      if (live.current) setState({ busy: false, stage: null, failure: null });
      return true;
    } catch (error) {
      if (live.current) setState({ busy: false, stage: null, failure: asFailure(error) });
      return false;
    } finally {
      running.current = false;
    }
  }, []);

  const dismiss = useCallback(() => setState((current) => ({ ...current, failure: null })), []);
  return { ...state, run, dismiss };
}
