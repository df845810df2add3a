export { paths, routePatterns, wizardStep, type WizardStep } from './paths';
export {
  prefetchMarginPx,
  prefetchRoute,
  prefetchRouteData,
  registerRouteModule,
  type ScreenDataPrefetch,
} from './routePrefetch';
