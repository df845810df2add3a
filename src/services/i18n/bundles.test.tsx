import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from './I18nProvider';
import { loadBundle, mountedBundles, Strings } from './bundles';
import { useT } from './I18nProvider';
import enCore from './locales/en/core';
import koCore from './locales/ko/core';
import { type Locale } from './translate';

function Labelled() {
  const t = useT();
  return (
    <label>
      {t('orders.filters.search')}
      <input />
    </label>
  );
}

function App({ initial }: { initial: Locale }) {
  const [locale, setLocale] = useState<Locale>(initial);
  return (
    <I18nProvider locale={locale} messages={locale === 'ko' ? koCore : enCore}>
      <button type="button" onClick={() => setLocale(locale === 'ko' ? 'en' : 'ko')}>
        switch
      </button>
      <Strings bundles={['orders']}>
        <Labelled />
      </Strings>
    </I18nProvider>
  );
}

describe('screen text bundles', () => {
  it('renders a screen with its bundle merged over the core texts once the bundle has loaded', async () => {
    const en = await loadBundle('orders', 'en');
    render(<App initial="en" />);
    expect(screen.getByLabelText(String(en['orders.filters.search']))).toBeInTheDocument();
    expect(mountedBundles()).toContain('orders');
  });

  it('waits for a bundle that is not loaded yet instead of showing missing-text markers', async () => {
    render(<App initial="ko" />);
    expect(document.body.textContent).not.toMatch(/\[missing:/);
    const ko = await act(() => loadBundle('orders', 'ko'));
    expect(await screen.findByLabelText(String(ko['orders.filters.search']))).toBeInTheDocument();
  });

  it('keeps the screen mounted across a locale switch, so typed input survives', async () => {
    const [ko, en] = await Promise.all([loadBundle('orders', 'ko'), loadBundle('orders', 'en')]);
    render(<App initial="ko" />);
    const input = screen.getByLabelText(String(ko['orders.filters.search']));
    await userEvent.type(input, 'ORD-2026');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    const after = screen.getByLabelText(String(en['orders.filters.search']));
    expect(after).toBe(input);
    expect(after).toHaveValue('ORD-2026');
  });

  it('forgets a bundle when its last screen unmounts', async () => {
    await loadBundle('orders', 'en');
    const { unmount } = render(<App initial="en" />);
    expect(mountedBundles()).toContain('orders');
    unmount();
    expect(mountedBundles()).not.toContain('orders');
  });

  it('mounts no bundle for an empty list, so a locale switch has nothing unknown to load', () => {
    // The notice centre renders <Strings bundles={[]}> while no screen notice is shown; registering '' made the
    // locale provider call loadBundle('') and the app fail to start.
    render(
      <I18nProvider locale="en" messages={enCore}>
        <Strings bundles={[]}>
          <p>notices</p>
        </Strings>
      </I18nProvider>,
    );
    expect(screen.getByText('notices')).toBeInTheDocument();
    expect(mountedBundles()).toEqual([]);
  });

  it('loads the remix texts inside the storefront namespace even where the storefront texts are already present', async () => {
    // The public page has `storefront.*` from its first load; `storefront.remix.*` load with the remix form only
    // (docs/product.md §10.5), so the namespace alone must not count as having them.
    const storefront = await loadBundle('storefront', 'en');
    function Remix() {
      const t = useT();
      return <p>{t('storefront.remix.submit')}</p>;
    }
    render(
      <I18nProvider locale="en" messages={{ ...enCore, ...storefront }}>
        <Strings bundles={['remix']}>
          <Remix />
        </Strings>
      </I18nProvider>,
    );
    expect(await screen.findByText('Register remix')).toBeInTheDocument();
  });
});
