import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { type ListenerExtra } from './listenerTypes';

/** The dispatch features use: it runs thunks and RTK Query initiators. */
export type FeatureDispatch = ThunkDispatch<unknown, ListenerExtra, UnknownAction>;
export const useFeatureDispatch = useDispatch.withTypes<FeatureDispatch>();

/**
 * The state features read, declared by the module of each slice (`declare module '…/services/hooks'`): a feature
 * cannot import the app's RootState (docs/architecture.md), and services know no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureState {}

/** The selector hook features use, typed with FeatureState; raw `useSelector` is not used in features (lint). */
export const useFeatureSelector = useSelector.withTypes<FeatureState>();
