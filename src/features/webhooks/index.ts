// The public face of the webhooks feature (docs/architecture.md): the Manage page renders its section (docs/product.md
// §12.1); its endpoints are injected into the one createApi by webhooksApi.ts.
export { WebhooksSection } from './components/WebhooksSection';
export {
  useListDeliveriesQuery,
  useListWebhooksQuery,
  webhooksApi,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
} from './webhooksApi';
