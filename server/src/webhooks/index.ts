/** The licensor's webhooks (docs/product.md §12.1): the routes, and the events and deliveries the app runs. */
export { webhookRoutes } from './routes.js';
export { WEBHOOK_QUEUE, createWebhookService, type WebhookService } from './delivery.js';
export { systemResolver, type ResolvedAddress, type Resolver } from './address.js';
export { WEBHOOK_TIMING, type WebhookTiming } from './webhooks.js';
export { signatureHeader } from './signature.js';
