import { lazy } from 'react';
import { onDemandChunk } from '../../rentals/onDemandChunk.ts';

/**
 * The booking detail's body chunk (issue 32): the detail's head (the title, the badges, the photo: the page's largest
 * paint) is drawn without it, by the page's own small chunk.
 */
const chunk = onDemandChunk(() => import('./RentalDetailBody.tsx'));

/** The body's module once loaded: drawn at once then (a `React.lazy` component suspends on its first render anyway). */
export const loadedRentalDetailBody = chunk.loaded;

/** The body's columns, loaded on demand, for a render that comes before their chunk (`loadedRentalDetailBody` otherwise). */
export const LazyMainColumn = lazy(() => chunk.load().then((module) => ({ default: module.MainColumn })));
export const LazySideColumn = lazy(() => chunk.load().then((module) => ({ default: module.SideColumn })));

/**
 * Whether the body's chunk is there to draw it: loads it when `wanted` and tells once it has arrived (or failed: the
 * page then shows without waiting, and the body's places load it again).
 */
export const useRentalDetailBodyReady = chunk.useReady;
