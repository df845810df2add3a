import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { noticeRaised } from '../../../services/events';
import { I18nProvider } from '../../../services/i18n';
import enCore from '../../../services/i18n/locales/en/core';
import { company } from '../../../services/i18n/locales/en/company';
import { NoticeCenter } from './NoticeCenter';

// In the app the notices sit outside the screens, whose texts load with them (services/i18n/bundles): the provider
// around them holds the core texts only, as here.
describe('NoticeCenter', () => {
  it('translates a screen’s notice although only the core texts surround it', async () => {
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    render(
      <Provider store={store}>
        <I18nProvider locale="en" messages={enCore}>
          <NoticeCenter />
        </I18nProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(noticeRaised({ tone: 'success', key: 'company.manage.payout.changed' }));
      store.dispatch(noticeRaised({ tone: 'error', key: 'errors.tokenExpired' }));
    });
    expect(await screen.findByText(company['company.manage.payout.changed'])).toBeInTheDocument();
    expect(screen.getByText('Token expired. Please log in again.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\[missing:/);
  });
});
