import { useEffect, useRef, useState } from 'react';
import { describeError, isApiError } from '../../services/api';
import { createSignedCallAuth, type SignedCallAuth, type SignedRequest } from '../../services/api/signedCall';
import { useFeatureDispatch } from '../../services/hooks';
import { useT } from '../../services/i18n';
import { WalletError } from '../../services/wallet';

export type SignedCreationPhase = 'idle' | 'signing' | 'saving';

export interface SignedCreationFailure {
  message: string;
  detail?: string;
}

/** What the wallet or the API said, in the words of the dialog that asked. */
export interface SignedCreationMessages {
  rejected: string;
  walletFailed: string;
  failed: string;
}

/** How a creation ended: its answer, the API's field errors, or nothing (closed while signing, or the wallet said no). */
export type SignedCreationOutcome<Answer> =
  { answer: Answer } | { fields: Partial<Record<string, string>> } | null;

/**
 * A dialog that creates something with a signed call whose answer holds a secret shown once (a webhook, docs/product.md
 * §12.1; an API key, §12.2; the statements of §6): the wallet signs, then the call is sent. A dialog closed while the
 * wallet was signing sends nothing, so nothing is created that nobody saw; while the call is on its way the dialog
 * may not close (`closable`), since its answer is the one sight of the secret.
 */
export function useSignedCreation(wallet: string, messages: SignedCreationMessages) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const [phase, setPhase] = useState<SignedCreationPhase>('idle');
  const [failure, setFailure] = useState<SignedCreationFailure | null>(null);
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );

  async function create<Answer>(
    request: SignedRequest,
    send: (auth: SignedCallAuth) => Promise<Answer>,
  ): Promise<SignedCreationOutcome<Answer>> {
    setFailure(null);
    try {
      setPhase('signing');
      const auth = await createSignedCallAuth(dispatch, wallet, request);
      if (!open.current) return null;
      setPhase('saving');
      return { answer: await send(auth) };
    } catch (error) {
      if (error instanceof WalletError) {
        setFailure(
          error.kind === 'rejected'
            ? { message: messages.rejected }
            : { message: messages.walletFailed, detail: describeError(t, error).message },
        );
        return null;
      }
      const described = describeError(t, error);
      setFailure({ message: messages.failed, detail: described.detail ?? described.message });
      return { fields: isApiError(error) ? (error.fields ?? {}) : {} };
    } finally {
      if (open.current) setPhase('idle');
    }
  }

  return { phase, failure, clearFailure: () => setFailure(null), closable: phase !== 'saving', create };
}
