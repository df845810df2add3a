import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { axeViolations } from '../../../../tests/support/axeJsdom';
import { licensee, makeLicense, serveLicense } from '../../../../tests/support/licenseFixtures';
import { renderApp, renderRoute } from '../../../../tests/renderWithProviders';
import { setViewportWidth } from '../../../../tests/viewport';

// The verification page is public (docs/product.md §11.2): every locale of the brand page, Arabic right to left,
// and a 375 px phone, used by keyboard alone.

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('/licenses/{tokenId} in every public locale', () => {
  it('speaks Korean, dates included', async () => {
    serveLicense();
    renderRoute('/licenses/7', { locale: 'ko' });
    expect(await screen.findByRole('heading', { level: 1, name: '라이선스 토큰 #7' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '유효' })).toHaveTextContent(
      'OVERDIVE를 통해 발행되었으며 효력이 있는 라이선스입니다.',
    );
    expect(screen.getByRole('region', { name: '라이선스 조건' })).toHaveTextContent('상업적 리믹스');
    expect(screen.getByRole('link', { name: '인증서 다운로드' })).toBeInTheDocument();
    const issued = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2026-11-20T10:00:00.000Z'),
    );
    expect(screen.getByText(issued)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\[missing:/);
  });

  it('speaks Arabic, right to left, when the visitor chose Arabic', async () => {
    serveLicense(() => HttpResponse.json(makeLicense({ status: 'void', void_reason: 'refunded' })));
    await renderApp('/licenses/7', { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'رمز الترخيص #7' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('region', { name: 'باطل' })).toHaveTextContent(
      'مُسترد: استُرد مبلغ الطلب، لذا لم يعد هذا الترخيص يمنح أي حقوق.',
    );
    // The terms in the brand page's Arabic words, the date in Arabic.
    expect(screen.getByRole('region', { name: 'شروط الترخيص' })).toHaveTextContent('إعادة مزج تجارية');
    const issued = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2026-11-20T10:00:00.000Z'),
    );
    expect(screen.getByText(issued)).toBeInTheDocument();
    // Hex values keep their left-to-right order inside the right-to-left page.
    expect(screen.getAllByText(licensee)[0]).toHaveClass('hex');
    expect(document.body.textContent).not.toMatch(/\[missing:/);
    expect(await axeViolations()).toEqual([]);
  });

  it('works at 375 px by keyboard alone, with a 78-digit token id in full and copyable', async () => {
    setViewportWidth(375);
    const longId = `${2n ** 256n - 1n}`;
    serveLicense(() => HttpResponse.json(makeLicense({ token_id: longId })));
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderRoute(`/licenses/${longId}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `License token #${longId}` }),
    ).toBeInTheDocument();
    const tokenId = within(screen.getByRole('region', { name: 'License details' })).getByText(longId);
    expect(tokenId).toHaveClass('hex');

    // Every control of the page is reached with Tab, in reading order.
    const reached: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) break;
      const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
      if (reached.includes(name)) break;
      reached.push(name);
    }
    const order = [
      'Download certificate',
      'Sunset Loop Pack',
      'Acme Studio',
      'Copy Licensee',
      'Copy Current holder',
      'Copy Token ID',
      'Story IP asset',
      'This token on the chain explorer',
      'The transaction that issued it',
      'Copy Link to this page',
    ];
    const positions = order.map((name) => reached.findIndex((text) => text.startsWith(name)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Copy by keyboard: the whole id, not a shortened one.
    const copy = screen.getByRole('button', { name: 'Copy Token ID' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenLastCalledWith(longId);
  });
});
