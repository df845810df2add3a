import { act, render, screen } from '@testing-library/react';
import { Confetti, confettiDurationMs, createConfettiPieces, maxConfettiPieces } from './Confetti';

function fakeContext() {
  const calls = { fillRect: 0 };
  const context = {
    scale: jest.fn(),
    clearRect: jest.fn(),
    save: jest.fn(),
    restore: jest.fn(),
    translate: jest.fn(),
    rotate: jest.fn(),
    fillRect: jest.fn(() => {
      calls.fillRect += 1;
    }),
    globalAlpha: 1,
    fillStyle: '',
  };
  return { context, calls };
}

describe('createConfettiPieces', () => {
  it('never makes more than 35 pieces (docs/product.md §21), nor fewer than none', () => {
    expect(maxConfettiPieces).toBe(35);
    expect(createConfettiPieces(500, 1280, 800)).toHaveLength(35);
    expect(createConfettiPieces(12, 375, 667)).toHaveLength(12);
    expect(createConfettiPieces(-3, 375, 667)).toHaveLength(0);
  });

  it('starts every piece inside the area', () => {
    for (const piece of createConfettiPieces(35, 375, 667)) {
      expect(piece.x).toBeGreaterThanOrEqual(0);
      expect(piece.x).toBeLessThanOrEqual(375);
      expect(piece.y).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('Confetti', () => {
  let getContext: jest.SpyInstance;
  afterEach(() => {
    getContext?.mockRestore();
    jest.useRealTimers();
  });

  it('draws at most 35 pieces on a hidden canvas, then removes itself', () => {
    jest.useFakeTimers();
    const { context, calls } = fakeContext();
    getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    const onDone = jest.fn();
    render(<Confetti onDone={onDone} />);
    const canvas = screen.getByTestId('confetti');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(calls.fillRect).toBeGreaterThan(0);
    expect(calls.fillRect).toBeLessThanOrEqual(35);
    act(() => {
      jest.advanceTimersByTime(confettiDurationMs + 200);
    });
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to a user who prefers reduced motion', () => {
    const original = window.matchMedia;
    const setMatchMedia = (value: typeof window.matchMedia) =>
      Object.defineProperty(window, 'matchMedia', { configurable: true, value });
    setMatchMedia(
      (query: string) =>
        ({ ...original(query), matches: query.includes('prefers-reduced-motion') }) as MediaQueryList,
    );
    getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext');
    try {
      const { container } = render(<Confetti />);
      expect(container).toBeEmptyDOMElement();
      expect(getContext).not.toHaveBeenCalled();
    } finally {
      setMatchMedia(original);
    }
  });

  it('removes itself at once where there is no canvas to draw on', () => {
    jest.useFakeTimers();
    getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    render(<Confetti />);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
  });
});
