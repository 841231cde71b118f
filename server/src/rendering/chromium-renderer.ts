import { accessSync, constants } from 'node:fs';
import type { Logger } from 'pino';
import type { Browser } from 'playwright-core';
import { unavailableRenderer, type HtmlRenderer } from './html-renderer';

// Headless Chromium through playwright-core (no bundled browser: the system's). One browser per process, started on
// the first render and reused; every render gets a fresh, offline context so one page can never see another's state.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const RENDER_TIMEOUT_MS = 20_000;
/** Two cores: more pages at once only queue inside Chromium and raise memory. */
const MAX_CONCURRENT_RENDERS = 2;

export interface ChromiumRendererOptions {
  /** The browser binary; null disables rendering. */
  executablePath: string | null;
  logger: Pick<Logger, 'info' | 'warn'>;
  timeoutMs?: number;
}

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH when set ('none' or empty: no browser), else the system's Chromium when installed. */
export function chromiumExecutable(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.CHROMIUM_PATH;
  if (configured !== undefined) {
    const value = configured.trim();
    return value === '' || value === 'none' ? null : value;
  }
  return isExecutable(DEFAULT_CHROMIUM_PATH) ? DEFAULT_CHROMIUM_PATH : null;
}

/** A small counting semaphore: renders beyond the limit wait their turn. */
function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createChromiumRenderer(options: ChromiumRendererOptions): HtmlRenderer {
  const { executablePath, logger } = options;
  if (executablePath === null || !isExecutable(executablePath)) {
    if (executablePath !== null) logger.warn({ executablePath }, 'Chromium is not executable: rank snapshots are recorded as missing');
    return unavailableRenderer;
  }
  const timeout = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const limit = limiter(MAX_CONCURRENT_RENDERS);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const launch = (): Promise<Browser> => {
    if (!browser) {
      const launching = import('playwright-core').then(async ({ chromium }) => {
        const started = await chromium.launch({ executablePath, headless: true, timeout, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
        logger.info({ executablePath }, 'Chromium started for rank snapshots');
        // A crashed browser is started again by the next render rather than failing every render after it.
        started.on('disconnected', () => {
          if (browser === launching) browser = null;
        });
        return started;
      });
      launching.catch(() => {
        if (browser === launching) browser = null;
      });
      browser = launching;
    }
    return browser;
  };

  const render = async (html: string, width: number): Promise<Buffer> => {
    const context = await (await launch()).newContext({
      viewport: { width, height: 200 },
      deviceScaleFactor: 1,
      javaScriptEnabled: false,
      offline: true,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    try {
      // Our pages are self-contained; anything they would fetch is refused rather than waited for.
      await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      const page = await context.newPage();
      page.setDefaultTimeout(timeout);
      await page.setContent(html, { waitUntil: 'load', timeout });
      return await page.screenshot({ type: 'png', fullPage: true, timeout, animations: 'disabled' });
    } finally {
      await context.close().catch(() => undefined);
    }
  };

  return {
    available: true,
    renderPng: (html, { width }) => {
      if (closed) return Promise.reject(new Error('The HTML renderer is closed'));
      return limit(() => render(html, width));
    },
    close: async () => {
      closed = true;
      const running = browser;
      browser = null;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
