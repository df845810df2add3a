import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { type ListenerExtra } from './listenerTypes';

/** The dispatch features use: it runs thunks and RTK Query initiators. */
export type FeatureDispatch = ThunkDispatch<unknown, ListenerExtra, UnknownAction>;
export const useFeatureDispatch = useDispatch.withTypes<FeatureDispatch>();
