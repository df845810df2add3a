import { useSelector } from 'react-redux';
import { type WalletState } from '../wallet';

/**
 * The story feature's selector hook, typed with the state it reads (the connected wallet that sends Story transactions). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useStorySelector = useSelector.withTypes<{ wallet: WalletState }>();
