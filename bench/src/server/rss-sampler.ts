import { readFileSync } from 'node:fs';

const SAMPLE_MS = 100;

/** Resident set size of a process in bytes, from /proc (Linux), or null once it has gone. */
export function readRss(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export type RssWindow = { baseline: number; peak: number };

/**
 * Samples a process's RSS every 100 ms. `measure` wraps one scenario and reports the RSS when it began
 * (its baseline) and the highest sample while it ran.
 */
export function startRssSampler(pid: number) {
  let current = readRss(pid) ?? 0;
  const open = new Set<RssWindow>();
  const timer = setInterval(() => {
    current = readRss(pid) ?? current;
    for (const window of open) window.peak = Math.max(window.peak, current);
  }, SAMPLE_MS);
  timer.unref();
  return {
    async measure<T>(run: () => Promise<T>): Promise<{ result: T; rss: RssWindow }> {
      current = readRss(pid) ?? current;
      const window = { baseline: current, peak: current };
      open.add(window);
      try {
        const result = await run();
        current = readRss(pid) ?? current;
        window.peak = Math.max(window.peak, current);
        return { result, rss: window };
      } finally {
        open.delete(window);
      }
    },
    stop: () => clearInterval(timer),
  };
}

export type RssSampler = ReturnType<typeof startRssSampler>;
