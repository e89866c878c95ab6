import { logger } from '../../common/logger';

/**
 * A background job of the API process: `tick` `firstMs` after start, then every `everyMs`, never
 * two runs at once (a run still going when the next is due is not doubled). A failed run is logged
 * as `<name> failed` and the next one runs as planned. The returned stop waits for a running tick.
 * The timers are unref'd: they never keep a stopping process alive.
 */
export function startPeriodicJob(name: string, tick: () => Promise<void>, { firstMs, everyMs }: { firstMs: number; everyMs: number }): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .catch((e: unknown) => logger.error({ err: { message: e instanceof Error ? e.message : String(e) } }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
