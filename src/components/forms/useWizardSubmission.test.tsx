import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { wizardStep, type WizardStep } from '../../services/routing';
import { useWizardSubmission, type WizardSubmission } from './useWizardSubmission';

const stepPath = (step: WizardStep) => `/wizard?step=${step}`;

type Wizard = WizardSubmission<string, string, 'signing' | 'submitting'>;

/** A wizard page reduced to the hook: the step's heading, and the hook handed out for the test to drive. */
function renderWizard() {
  const current: { wizard: Wizard | null } = { wizard: null };
  function Page() {
    const [search] = useSearchParams();
    const step = wizardStep(search);
    const wizard = useWizardSubmission<string, string, 'signing' | 'submitting'>({
      step,
      stepPath,
      failureOf: (error) => `failed: ${(error as Error).message}`,
    });
    current.wizard = wizard;
    return (
      <h1 ref={wizard.headingRef} tabIndex={-1}>
        {`step ${step} ${wizard.phase}${wizard.returning ? ' returning' : ''}`}
      </h1>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>elsewhere</p> },
      { path: '/wizard', element: <Page /> },
    ],
    { initialEntries: ['/', stepPath(1)], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const wizard = () => {
    if (!current.wizard) throw new Error('not rendered');
    return current.wizard;
  };
  return { router, wizard };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useWizardSubmission', () => {
  it('pushes step 2 with the phases of the task, then replaces it with step 3 and the result', async () => {
    const { router, wizard } = renderWizard();
    const signed = deferred<void>();
    const saved = deferred<string>();
    let run!: Promise<void>;
    act(() => {
      run = wizard().submit('signing', async ({ next }) => {
        await signed.promise;
        next('submitting');
        return saved.promise;
      });
    });
    expect(await screen.findByRole('heading', { name: 'step 2 signing' })).toHaveFocus();
    await act(async () => signed.resolve());
    expect(screen.getByRole('heading')).toHaveTextContent('step 2 submitting');
    await act(async () => {
      saved.resolve('made');
      await run;
    });
    expect(screen.getByRole('heading', { name: 'step 3 idle' })).toHaveFocus();
    expect(wizard().result).toBe('made');
    expect(wizard().failure).toBeNull();
    // Step 3 replaced step 2: Back leaves the wizard's form entry, not a dead step 2.
    await act(async () => router.navigate(-1));
    expect(screen.getByRole('heading')).toHaveTextContent('step 1 idle');
  });

  it('walks back to the form’s own history entry with the failure', async () => {
    const { router, wizard } = renderWizard();
    const saved = deferred<string>();
    let run!: Promise<void>;
    act(() => {
      run = wizard().submit('submitting', () => saved.promise);
    });
    await screen.findByRole('heading', { name: 'step 2 submitting' });
    await act(async () => {
      saved.reject(new Error('nope'));
      await run;
    });
    expect(await screen.findByRole('heading', { name: 'step 1 idle' })).toHaveFocus();
    expect(wizard().failure).toBe('failed: nope');
    expect(wizard().result).toBeNull();
    expect(wizard().returning).toBe(false);
    // The form's entry is the one step 2 was pushed on: one more Back leaves the wizard.
    await act(async () => router.navigate(-1));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('stops a task whose page was left: no next phase, no navigation', async () => {
    const { router, wizard } = renderWizard();
    const signed = deferred<void>();
    const afterSigning = jest.fn();
    let run!: Promise<void>;
    act(() => {
      run = wizard().submit('signing', async ({ next }) => {
        await signed.promise;
        next('submitting');
        afterSigning();
        return 'made';
      });
    });
    await screen.findByRole('heading', { name: 'step 2 signing' });
    await act(async () => router.navigate('/'));
    await act(async () => {
      signed.resolve();
      await run;
    });
    expect(afterSigning).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });
});
