import {
  type ListenerEffectAPI,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';

/** What app-lifetime listeners may call that tests must replace (a page reload cannot happen in jsdom). */
export interface ListenerExtra {
  reloadPage: () => void;
}

/**
 * The listener registration type every feature uses. State is `unknown` here because services cannot know the
 * root state; each feature reads its own slice through its selectors.
 */
export type AppStartListening = TypedStartListening<
  unknown,
  ThunkDispatch<unknown, ListenerExtra, UnknownAction>,
  ListenerExtra
>;

/** What a listener's effect is given (the same `unknown` state), for effects written apart from their registration. */
export type AppListenerApi = ListenerEffectAPI<
  unknown,
  ThunkDispatch<unknown, ListenerExtra, UnknownAction>,
  ListenerExtra
>;
