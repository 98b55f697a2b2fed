import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { soon } from './support/eventually';
import { DEMO_PARTS } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSuite } from './support/suite';

announceSkipWithoutChromium('client-portal.e2e.test.ts');

// Issue #26's QR-customer journey on a phone-sized screen: a car owner opens the shop's QR link,
// signs up with the code the fake message adapter received (read from its outbox file, never
// from the page), logs in, registers a car by VIN, puts a part in the basket and orders it.

// The server inherits the environment: its fake adapter writes each message to this file.
const outbox = path.join(tmpdir(), `erp-e2e-client-messages-${process.pid}.jsonl`);
rmSync(outbox, { force: true });
process.env.CLIENT_MESSAGE_FAKE_FILE = outbox;

const codeSentTo = (phone: string): string | undefined => {
  if (!existsSync(outbox)) return undefined;
  const lines = readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean);
  const sent = lines.map((l) => JSON.parse(l) as { to: string; variables: { code?: string } });
  return sent.reverse().find((m) => m.to === phone && m.variables.code)?.variables.code;
};

describe.skipIf(!hasChromium)('QR customers in the browser', () => {
  let server: TestServer;
  let page: Page;
  const shots = shotsFolder('client-portal');
  useSuite(null, (s) => {
    ({ server, page } = s);
  });

  it('signs up with the messaged code, adds a car by VIN and orders from the basket', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const phone = '010-3000-0001';
    await page.goto(`${server.baseUrl}/Company/Client/User/ClientMembershipRegistration?shop=C000001`);
    await page.getByText('고객으로 가입합니다.').waitFor();
    await page.locator('#phone').fill(phone);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await page.getByText('인증번호를 문자로 보냈습니다').waitFor();
    await soon(async () => codeSentTo(phone), 10_000).toMatch(/^\d{6}$/);
    const code = codeSentTo(phone)!;
    expect(await page.content()).not.toContain(code);
    await page.locator('#code').fill(code);
    await page.locator('#name').fill('이차주');
    await page.locator('#loginId').fill('e2e-owner');
    await page.locator('#password').fill('owner-pass-1');
    await page.locator('input[name="agree"]').check();
    await page.screenshot({ path: path.join(shots, 'membership.png'), fullPage: true });
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('QR 고객으로 가입했습니다').waitFor();
    await page.getByRole('button', { name: '로그인하기' }).click();

    await page.waitForURL(/\/Company\/Client\/ClientLogin/);
    await page.locator('#loginId').fill('e2e-owner');
    await page.locator('#password').fill('owner-pass-1');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/Company\/Client\/ClientMain/, { timeout: 15_000 });
    await page.getByText('이차주').first().waitFor();
    await page.screenshot({ path: path.join(shots, 'main.png'), fullPage: true });

    await page.getByRole('button', { name: '차량 부품 찾기' }).click();
    await page.waitForURL(/ClientCarParts/);
    await page.getByLabel('차대번호 (17자리)').fill('KMHD341CBJU654321');
    await page.getByLabel('차량번호 (선택)').fill('34나5678');
    await page.getByRole('button', { name: '차량 등록' }).click();
    await page.getByText('차량을 등록했습니다').waitFor();
    await page.getByLabel('부품 검색').fill(DEMO_PARTS.brakePad.partNo);
    await page.getByRole('button', { name: '검색' }).click();
    const card = page.locator(`[data-part="${DEMO_PARTS.brakePad.code}"]`);
    await card.waitFor();
    await page.screenshot({ path: path.join(shots, 'car-parts.png'), fullPage: true });
    await card.getByRole('button', { name: '장바구니 담기' }).click();
    await page.getByText('장바구니에 담았습니다').waitFor();

    await page.goto(`${server.baseUrl}/Company/Client/Order/ClientShoppingBasket`);
    await page.getByRole('button', { name: '주문하기' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'basket.png'), fullPage: true });
    await page.getByRole('button', { name: '주문하기' }).click();
    await page.waitForURL(/ClientOrderWaybillNumber\/Q\d{6}/);
    await page.getByText('매장 확인 중').first().waitFor();
    const orderCode = page.url().split('/').pop()!;
    await page.screenshot({ path: path.join(shots, 'order.png'), fullPage: true });

    // A note to the shop about the order (ClientOrderMemo), kept with its line break.
    await page.getByRole('button', { name: '매장에 메모 남기기' }).click();
    await page.waitForURL(/ClientOrderMemo\/Q\d{6}\//);
    await page.getByRole('textbox', { name: '메모' }).fill('오후 3시에 방문합니다.\n주차 가능한가요?');
    await page.getByRole('button', { name: '메모 남기기', exact: true }).click();
    await page.getByText('메모를 남겼습니다.').first().waitFor();
    await soon(() => page.getByTestId('client-memo').first().innerText()).toContain('주차 가능한가요?');
    await page.screenshot({ path: path.join(shots, 'order-memo.png'), fullPage: true });

    await page.goto(`${server.baseUrl}/Company/Client/Order/ClientOrderList`);
    await page.locator(`[data-order="${orderCode}"]`).waitFor();
    expect(await page.locator(`[data-order="${orderCode}"]`).textContent()).toContain('매장 확인 중');
  });
});
