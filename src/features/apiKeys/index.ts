// The public face of the API keys feature (docs/architecture.md): the Manage page renders its section (docs/product.md
// §12.2); its endpoints are injected into the one createApi by apiKeysApi.ts.
export { ApiKeysSection } from './components/ApiKeysSection';
export { apiKeysApi, useListApiKeysQuery, type ApiKey, type CreatedApiKey } from './apiKeysApi';
