import { useSelector } from 'react-redux';
import { type SessionState } from '../session';

/**
 * The orders feature's selector hook, typed with the state it reads (the signed-in wallet). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useOrdersSelector = useSelector.withTypes<{ session: SessionState }>();
