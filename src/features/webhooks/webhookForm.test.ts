import { webhookEventsField, webhookUrl } from '@contract/api/webhooks';
import { orderedEvents, validateWebhookEvents, validateWebhookUrl } from './webhookForm';

// The form's checks agree with the API's schema (contract/api/webhooks.ts) on every kind of URL docs/product.md §12.1
// names, so a URL the form lets through is one the API takes, and the wallet is never asked for one it refuses.

const urls = [
  'https://hooks.example/overdive',
  'http://127.0.0.1:8080/hooks?x=1&y=2#frag',
  "https://hooks.example/a;b,c=d!$'()*+@~",
  'https://[::1]:9000/x',
  'https://hooks.example/a%20b',
  'https://hooks.example/"x"',
  'https://hooks.example/é',
  'https://hooks.example/a b',
  'https://hooks.example/<x>',
  'ftp://hooks.example/',
  'mailto:hooks@example.com',
  'hooks.example',
  '',
  `https://hooks.example/${'a'.repeat(975)}`,
  `https://hooks.example/${'a'.repeat(1000)}`,
];

describe('webhook form rules', () => {
  it.each(urls)('judges URL %# as the API does', (url) => {
    expect(validateWebhookUrl(url) === null).toBe(webhookUrl.safeParse(url).success);
  });

  it('names what is wrong with a URL', () => {
    expect(validateWebhookUrl('  ')).toEqual({ key: 'webhooks.form.urlRequired' });
    expect(validateWebhookUrl('https://x.example/%')).toEqual({ key: 'webhooks.form.urlCharacters' });
    expect(validateWebhookUrl('ftp://x.example/')).toEqual({ key: 'webhooks.form.urlScheme' });
    expect(validateWebhookUrl(`https://x.example/${'a'.repeat(1000)}`)).toEqual({
      key: 'webhooks.form.urlTooLong',
      params: { max: 1000 },
    });
    // Spaces pasted around the URL are not part of it: it is sent and signed trimmed.
    expect(validateWebhookUrl('  https://x.example/hook ')).toBeNull();
  });

  it('asks for at least one event and sends them in the API’s order', () => {
    expect(validateWebhookEvents([])).toEqual({ key: 'webhooks.form.eventsRequired' });
    expect(webhookEventsField.safeParse([]).success).toBe(false);
    const events = orderedEvents(new Set(['remix.registered', 'order.paid', 'order.created']));
    expect(events).toEqual(['order.created', 'order.paid', 'remix.registered']);
    expect(validateWebhookEvents(events)).toBeNull();
    expect(webhookEventsField.safeParse(events).success).toBe(true);
  });
});
