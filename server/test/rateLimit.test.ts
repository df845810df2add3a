/** The in-process rate limiter's rules (issue 2, issue 6); the 429 answers are in http.test.ts and auth.test.ts. */
import { FixedWindowLimiter } from '../src/http/rateLimit.js';

describe('FixedWindowLimiter', () => {
  it('lets max requests through per window, then says how long until the window ends', () => {
    const limiter = new FixedWindowLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([limiter.take('a', t0), limiter.take('a', t0 + 1), limiter.take('a', t0 + 2)]).toEqual([0, 0, 0]);
    expect(limiter.take('a', t0 + 10_000)).toBe(50_000);
    // Another client has its own budget.
    expect(limiter.take('b', t0 + 10_000)).toBe(0);
  });

  it('starts a new window once the old one has ended', () => {
    const limiter = new FixedWindowLimiter(1, 1_000);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 999)).toBe(1);
    expect(limiter.take('a', 1_000)).toBe(0);
    expect(limiter.take('a', 1_500)).toBe(500);
  });

  it('remembers a bounded number of clients, forgetting the oldest window first', () => {
    const limiter = new FixedWindowLimiter(1, 60_000, 2);
    limiter.take('a', 0);
    limiter.take('b', 1);
    limiter.take('c', 2); // 'a' is forgotten: its next request starts a new window.
    expect(limiter.take('b', 3)).toBeGreaterThan(0);
    expect(limiter.take('a', 4)).toBe(0);
    // Making room for 'a' forgot 'b', whose window is now the oldest; 'c' is still counted.
    expect(limiter.take('c', 5)).toBeGreaterThan(0);
    expect(limiter.take('b', 6)).toBe(0);
  });
});
