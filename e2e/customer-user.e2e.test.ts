import { toYmd, withParticle } from '@erp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { gridCell, gridRows } from './support/grid';
import type { TestServer } from './support/server';
import { DEMO_PASSWORD } from './support/session';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('customer-user.e2e.test.ts');

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

let serial = 0;
/** A login id no other test of this run uses. */
const freshLoginId = () => {
  serial += 1;
  return `shop${Date.now() % 100_000}${serial}`;
};

/**
 * A portal user of the demo customer 제일부품상사 (C000003) made through the API, so each test has
 * its own user instead of the one an earlier test registered on screen.
 */
const portalUser = async (page: Page, loginId: string): Promise<number> =>
  (
    await pageApiOk<{ id: number }>(page, '/api/customer/v1.0/user/save', {
      loginId,
      password: DEMO_PASSWORD,
      name: '제일 주문담당',
      customerCode: 'C000003',
      phone: '01055551234',
    })
  ).id;

// Skipped only when no Chromium exists on this machine: the line above says so.
describe.skipIf(!hasChromium)('customer users in the browser (issue 6)', () => {
  let server: TestServer;
  let page: Page;

  useSuite('staff', (suite) => {
    ({ server, page } = suite);
  });

  it('registers a portal login for one customer with the keyboard, the customer found by name', async () => {
    const loginId = freshLoginId();
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerUserRegister`);
    await soon(() => focusedId(page), 15_000).toBe('customerCode');
    await page.keyboard.type('제일부품');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText('C000003 제일부품상사', { exact: false })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('loginId');
    await page.keyboard.type(loginId);
    await page.keyboard.press('Enter');
    // Too short a password is refused with the schema's message before anything is sent.
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await page.getByText('8자 이상 입력하세요.').waitFor();
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.keyboard.type('제일 주문담당');
    await page.keyboard.press('Enter');
    await page.keyboard.type('01055551234');
    await page.keyboard.press('Control+Enter');
    await page
      .getByText(`제일부품상사의 사용자 ${withParticle(loginId, '을/를')} 등록했습니다.`)
      .waitFor({ timeout: 15_000 });

    await page.goto(`${server.baseUrl}/Company/Customer/CustomerUserList?keyword=${loginId}`);
    const row = gridRows(page, loginId);
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('C000003');
    expect(text).toContain('010-5555-1234');
    expect(text).toContain('사용');
    const userId = Number(
      await page.evaluate(async (id) => {
        const response = await fetch('/api/customer/v1.0/user/all/list', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ keyword: id, page: 1, size: 1 }),
        });
        return ((await response.json()) as { response: { rows: { id: number }[] } }).response.rows[0]?.id;
      }, loginId),
    );
    expect(userId).toBeGreaterThan(0);
  });

  it('opens the user from the list with Enter and saves a changed name', async () => {
    const loginId = freshLoginId();
    const userId = await portalUser(page, loginId);
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerUserList?keyword=${loginId}`);
    await gridCell(gridRows(page, loginId), 'customerName').click();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/Company/Customer/CustomerUserModify/${userId}`);
    await page.locator('#name').waitFor();
    expect(await page.locator('#name').inputValue()).toBe('제일 주문담당');
    await page.locator('#name').fill('제일 구매담당');
    await page.keyboard.press('Control+Enter');
    await page.getByText(`${withParticle(loginId, '을/를')} 저장했습니다.`).waitFor();
  });

  it('changes and clears the recommender code', async () => {
    const userId = await portalUser(page, freshLoginId());
    await page.goto(`${server.baseUrl}/Company/Customer/CustomerRecommenderInfo/${userId}`);
    await page.locator('#recommendCode').waitFor();
    await page.locator('#recommendCode').fill('x');
    await page.keyboard.press('Enter');
    await page.getByText('2자 이상 입력하세요.').waitFor();
    await page.locator('#recommendCode').fill('REC-01');
    await page.keyboard.press('Enter');
    await page.getByText('추천인 코드를 REC-01(으)로 바꿨습니다.').waitFor();
    await page.getByRole('button', { name: /코드 해제/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '해제' }).click();
    await page.getByText('추천인 코드를 해제했습니다.').waitFor();
    await soon(() => page.locator('.ant-descriptions').textContent()).toContain('추천인 코드없음');
  });

  it('lists users by month logins and dormancy from the URL', async () => {
    const loginId = freshLoginId();
    await portalUser(page, loginId);
    const month = toYmd(new Date()).slice(0, 6);
    await page.goto(`${server.baseUrl}/Company/Customer/User/CustomerUserLoginInfo/${month}/0`);
    await page
      .getByText(`${month.slice(0, 4)}년 ${Number(month.slice(4))}월 로그인 0회 이상`)
      .waitFor({ timeout: 15_000 });
    await gridRows(page, loginId).waitFor();
    await page.goto(`${server.baseUrl}/Company/Customer/User/CustomerDormantList/popup?days=1`);
    await page.getByText('1일 넘게 접속하지 않은 사용자가 없습니다.').waitFor({ timeout: 15_000 });
    await page.goto(`${server.baseUrl}/Company/Customer/User/CustomerUserLoginInfo/202613/1`);
    await page.getByText(/주소의 조회 조건이 올바르지 않습니다/).waitFor();
  });

  it('shows the users as cards on a 375 px phone screen', async () => {
    const loginId = freshLoginId();
    const userId = await portalUser(page, loginId);
    await page.setViewportSize({ width: 375, height: 740 });
    try {
      await page.goto(`${server.baseUrl}/Company/Customer/CustomerUserListMobile?keyword=${loginId}`);
      const card = page.locator('.erp-mobile-user-card', { hasText: loginId });
      await card.waitFor({ timeout: 15_000 });
      const box = await card.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await card.click();
      await page.waitForURL((url) => url.pathname === `/Company/Customer/CustomerUserModify/${userId}`);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
