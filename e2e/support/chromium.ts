import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../apps/server/src/bench/built-server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/** The one line each E2E file prints when it has to skip (DESIGN §9). */
export const announceSkipWithoutChromium = (file: string): void => {
  if (!hasChromium)
    console.log(`[e2e] ${file} 건너뜀: Chromium이 없습니다 (${CHROMIUM_PATH}; CHROMIUM_PATH로 지정).`);
};

export type TestBrowser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** One browser per test file, on a fresh profile that is removed afterwards. */
export const launchBrowser = async (viewport = { width: 1440, height: 900 }): Promise<TestBrowser> => {
  const profile = mkdtempSync(path.join(tmpdir(), 'erp-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

export type ConsoleWatch = { errors: string[]; clear: () => void };

/** Collects console errors and uncaught page errors, the "loads without a console error" check. */
export const watchConsole = (page: Page): ConsoleWatch => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors, clear: () => errors.splice(0, errors.length) };
};
