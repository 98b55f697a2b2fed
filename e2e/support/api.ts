import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Envelope<T> = { code: string; message: string; response: T };

/**
 * Calls the API in the page's session, with the cookie the screens use: GET without a body,
 * POST with one. The envelope comes back as the server sent it, refusals included.
 */
export const pageApi = async <T>(page: Page, url: string, body?: unknown): Promise<Envelope<T>> =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { url, body },
  );

/** pageApi for a call that must succeed: its response, or the test fails with the server's message. */
export const pageApiOk = async <T>(page: Page, url: string, body?: unknown): Promise<T> => {
  const envelope = await pageApi<T>(page, url, body);
  expect(envelope.code, `${url}: ${envelope.message}`).toBe('S0000');
  return envelope.response;
};

/** The bytes a GET answers in the page's session (a template, a report), as the screens download them. */
export const pageDownload = async (page: Page, url: string): Promise<Buffer> => {
  const base64 = await page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
  return Buffer.from(base64, 'base64');
};
