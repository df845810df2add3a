import { useSelector } from 'react-redux';
import { type UiState } from './uiSlice';

/**
 * The ui feature's selector hook, typed with the state it reads (the locale, notices and mobile menu). Features cannot import the app's
 * RootState (docs/architecture.md), so each types its own; raw `useSelector` is not used in features (lint).
 */
export const useUiSelector = useSelector.withTypes<{ ui: UiState }>();
