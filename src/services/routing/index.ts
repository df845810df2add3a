export { paths, routePatterns, surfaceOf, wizardStep, type WizardStep } from './paths';
export {
  prefetchMarginPx,
  prefetchRoute,
  prefetchRouteData,
  registerRouteModule,
  type ScreenDataPrefetch,
} from './routePrefetch';
