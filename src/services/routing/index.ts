export { paths, routePatterns, wizardStep, type WizardStep } from './paths';
export { prefetchMarginPx, prefetchRoute, registerRouteModule } from './routePrefetch';
