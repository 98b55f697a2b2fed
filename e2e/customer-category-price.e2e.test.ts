import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import type { TestServer } from './support/server';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('customer-category-price.e2e.test.ts');

const SCREEN = '/Company/Customer/CustomerCategoryPrice';
/** 필터 (대분류): the demo seed gives C000001 no category price, so the row is this test's own. */
const KIND = '02';

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const kindRow = (page: Page) => page.locator(`table[aria-label="분류별 단가 목록"] tr[data-kind="${KIND}"]`);

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('customer category prices in the browser', () => {
  let server: TestServer;
  let page: Page;

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });

  it('adds a 5 % discount for a kind by keyboard, keeps it over a reload, and removes it', async () => {
    await page.goto(`${server.baseUrl}${SCREEN}`);
    await soon(() => focusedId(page), 15_000).toBe('ccp-customer');

    // The customer picker searches as one types; Enter picks and the focus goes on to the kind.
    await page.keyboard.type('C000001');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText(/^C000001 /)
      .waitFor();
    await page.keyboard.press('Enter');
    await soon(() => focusedId(page)).toBe('ccp-kind');
    await page.waitForURL((url) => url.searchParams.get('customer') === 'C000001');

    // Saving without a kind or a discount answers with the domain schema's messages.
    await page.keyboard.press('Control+Enter');
    await page.getByText('품목 분류를 고르세요.').waitFor();
    await page.getByText('할인율을 숫자로 입력하세요.').waitFor();

    await page.locator('#ccp-kind').focus();
    await page.keyboard.type(`${KIND} 필터`);
    await page.locator('.ant-select-dropdown:visible').getByText(`${KIND} 필터`, { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await soon(() => focusedId(page)).toBe('ccp-percent');
    await page.keyboard.type('5');
    await page.getByTestId('ccp-example').getByText('판매가 10,000원 → 9,500원').waitFor();
    await page.keyboard.press('Enter');
    await soon(() => focusedId(page)).toBe('ccp-memo');
    await page.keyboard.type('연간 계약');
    await page.keyboard.press('Enter');

    await kindRow(page).getByText('5% 할인').waitFor();
    await expect(kindRow(page).innerText()).resolves.toContain('9,500원');
    // After saving the editor is empty and ready for the next kind.
    await soon(() => focusedId(page)).toBe('ccp-kind');

    await page.reload();
    await kindRow(page).getByText('5% 할인').waitFor({ timeout: 15_000 });
    await expect(kindRow(page).innerText()).resolves.toContain('연간 계약');

    await kindRow(page)
      .getByRole('button', { name: `${KIND} 삭제` })
      .click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await dialog.locator('.ant-modal-confirm-title').getByText('필터 분류의 단가를 삭제할까요?').waitFor();
    await dialog.getByRole('button', { name: '삭제' }).click();
    await soon(() => kindRow(page).count()).toBe(0);
    await page.getByText('이 거래처에는 분류별 단가가 없습니다.').waitFor();
  });
});
