/**
 * Open-loop requests at a fixed rate (docs/performance.md, "Ten million orders"): the n-th request leaves at n / rate
 * seconds whether or not the ones before it were answered, so a slow answer shows in the latencies instead of slowing
 * the sender down (a closed loop would hide it). Latency counts from the moment a request was due to leave. Also the
 * health poller and the RSS sampler the scale bench runs beside its figures.
 */
import { readFileSync } from 'node:fs';

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, or no answer. */
  failures: number;
  firstFailure: string | null;
}

/** The p-th percentile (nearest rank) of `values`, in their unit. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export function summarise(samples: { ms: number; ok: boolean; what?: string }[]): Latencies {
  const ms = samples.map((sample) => sample.ms);
  const failed = samples.filter((sample) => !sample.ok);
  return {
    count: samples.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    failures: failed.length,
    firstFailure: failed[0]?.what ?? null,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, read to its end: its time in ms and whether it was a 2xx. */
export async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; ok: boolean; what: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    return {
      ms: performance.now() - started,
      ok: response.ok,
      what: `${response.status} ${body.slice(0, 120)}`,
    };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, what: (error as Error).message };
  }
}

/** `rate` GET requests a second to `url` for `seconds`, every answer awaited. */
export async function atFixedRate(
  url: string,
  { rate, seconds, headers = {} }: { rate: number; seconds: number; headers?: Record<string, string> },
): Promise<Latencies> {
  const total = Math.max(1, Math.round(rate * seconds));
  const start = performance.now();
  const pending: Promise<{ ms: number; ok: boolean; what: string }>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    // Counted from when it was due, so a sender that fell behind adds its delay instead of hiding it.
    const late = Math.max(0, performance.now() - due);
    pending.push(timed(url, { headers }).then((sample) => ({ ...sample, ms: sample.ms + late })));
  }
  return summarise(await Promise.all(pending));
}

/** GET /api/health/ every `everyMs` until stopped: how many answered, how many did not (or not within 1 s). */
export function pollHealth(baseURL: string, everyMs = 100) {
  const samples: { ms: number; ok: boolean; what: string }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const sample = await timed(`${baseURL}/api/health/`);
      samples.push({ ...sample, ok: sample.ok && sample.ms <= 1000 });
      await sleep(Math.max(0, everyMs - sample.ms));
    }
  })();
  return {
    async stop(): Promise<Latencies> {
      running = false;
      await loop;
      return summarise(samples);
    },
  };
}

/** A process's resident memory in bytes (/proc/<pid>/status VmRSS: the kernel's count). */
export function rssBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? NaN) * 1024;
}

/** Samples rssBytes every `everyMs` until stopped: the first sample and the highest. */
export function sampleRss(pid: number, everyMs = 500) {
  const first = rssBytes(pid);
  let peak = first;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // The process ended; the figure that needs it fails on its own.
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssBytes(pid));
      return { start: first, peak };
    },
  };
}
