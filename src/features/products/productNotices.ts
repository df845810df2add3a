import { describeErrorLine } from '../../services/api';
import { noticeRaised } from '../../services/events';
import { type I18n } from '../../services/i18n';

/** The error notice of a product action the API refused (publish, pause, resume, archive, delete), with its reason. */
export function productActionFailed(t: I18n['t'], error: unknown) {
  return noticeRaised({ tone: 'error', key: 'products.actions.failed', detail: describeErrorLine(t, error) });
}
