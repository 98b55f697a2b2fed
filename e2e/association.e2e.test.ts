import path from 'node:path';
import type { AssociationRow, OrderCandidate, Payout, PointInfo } from '@erp/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Envelope } from './support/api';
import { pageApiOk } from './support/api';
import { announceSkipWithoutChromium, hasChromium } from './support/chromium';
import { isRefusalAnswer } from './support/console';
import { gridCell, gridRows } from './support/grid';
import { createCustomer, DEMO_PARTS, placeFixedOrder } from './support/sales-data';
import type { TestServer } from './support/server';
import { shotsFolder } from './support/shots';
import { useSecondDesk, useSuite } from './support/suite';

announceSkipWithoutChromium('association.e2e.test.ts');

// Issue #21's association path: an association registered on its screen, a part-kind setting
// saved on AssociationPartPointSettings, a member's fixed order accrues association points, the
// payout requested by admin is refused to admin and confirmed by a second user on
// AssociationConfirmationOfPayment, its statement printed and listed in the print record.

const base = '/api/point/v1.0/association';

/** A PUT in the page's session (pageApi sends GET and POST only); the envelope as answered. */
const put = <T>(page: Page, url: string, body?: unknown) =>
  page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'PUT',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json(),
    { url, body },
  ) as Promise<Envelope<T>>;

describe.skipIf(!hasChromium)('association points in the browser', () => {
  let server: TestServer;
  let page: Page;
  let checker: Page;
  const shots = shotsFolder('association');

  // The requester's own confirmation is refused on purpose (its 422 is checked by its message).
  const suite = useSuite(
    'admin',
    (s) => {
      ({ server, page } = s);
    },
    isRefusalAnswer,
  );
  useSecondDesk(suite, 'staff2', (desk) => {
    checker = desk;
  });

  it('accrues a member’s fixed order by the kind setting, pays out with a second person, records the print', async () => {
    const pad = DEMO_PARTS.brakePad;
    const [candidate] = await pageApiOk<OrderCandidate[]>(page, '/api/order/v1.0/part/candidates', {
      customerCode: 'C000001',
      keyword: pad.partNo,
    });
    const kind = candidate?.kindCode ?? '';
    expect(kind, 'the demo brake pad has a part kind').toBeTruthy();

    // The association, registered on its screen.
    await page.goto(`${server.baseUrl}/Company/Association/AssociationInfoList`);
    await page.getByLabel('협회명').fill('E2E정비조합');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await gridRows(page, 'E2E정비조합').first().waitFor({ timeout: 15_000 });
    const { rows } = await pageApiOk<{ rows: AssociationRow[] }>(page, `${base}/list`, {
      keyword: 'E2E정비조합',
    });
    const association = rows[0]!.code;

    const customer = await createCustomer(page, '조합 여정 정비', checker);
    await pageApiOk(page, `${base}/member/join/${association}`, { customerCode: customer });

    // 300 points a unit for the pad's kind, saved on the settings screen.
    await page.goto(
      `${server.baseUrl}/Company/Association/AssociationPartPointSettings?association=${association}`,
    );
    await page.getByLabel('대상 코드').fill(kind);
    await page.getByLabel('적립값').fill('300');
    await page.getByRole('button', { name: '저장' }).click();
    await gridRows(page, kind).first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(shots, 'part-points.png'), fullPage: true });

    const order = await placeFixedOrder(page, {
      customerCode: customer,
      lines: [{ partCode: pad.code, qty: 2, unitPrice: pad.price }],
    });
    const info = await pageApiOk<PointInfo>(page, `/api/point/v1.0/info/${customer}`, {
      kind: 'association',
    });
    expect(info.entries.rows.map((r) => [r.docCode, r.amount])).toEqual([[order.code, 600]]);

    await page.goto(
      `${server.baseUrl}/Company/Association/AssociationByPointsList?association=${association}`,
    );
    const member = gridRows(page, customer).first();
    await member.waitFor({ timeout: 15_000 });
    expect(await gridCell(member, 'earned').innerText()).toContain('600');

    // Requested by admin, who may not confirm it; staff2 confirms on the screen.
    const payout = await pageApiOk<Payout>(page, `${base}/payout/request`, { associationCode: association });
    const own = await put(page, `${base}/payout/confirm/${payout.code}`);
    expect(own.message).toContain('요청한 사람이 직접 확인할 수 없습니다');
    await checker.goto(
      `${server.baseUrl}/Company/Association/AssociationConfirmationOfPayment?code=${payout.code}`,
    );
    await checker.screenshot({ path: path.join(shots, 'payout-requested.png'), fullPage: true });
    await checker.getByRole('button', { name: '지급 확인', exact: true }).click();
    await checker.getByText('지급을 확인했습니다.').waitFor({ timeout: 15_000 });
    await checker.screenshot({ path: path.join(shots, 'payout-confirmed.png'), fullPage: true });
    const done = await pageApiOk<Payout>(page, `${base}/payout/single/${payout.code}`);
    expect(done.status).toBe('confirmed');
    const paid = await pageApiOk<PointInfo>(page, `/api/point/v1.0/info/${customer}`, {
      kind: 'association-payout',
    });
    expect(paid.entries.rows.map((r) => r.amount)).toEqual([-600]);

    // Printed on the confirmation screen (the browser's print dialog stubbed), then listed.
    await page.goto(
      `${server.baseUrl}/Company/Association/AssociationConfirmationOfPayment?code=${payout.code}`,
    );
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: '명세서 인쇄' }).click();
    await page.getByText('인쇄를 기록했습니다.').waitFor({ timeout: 15_000 });
    await page.goto(
      `${server.baseUrl}/Company/Association/AssociationPointPrintRecordList?payout=${payout.code}`,
    );
    const record = gridRows(page, payout.code).first();
    await record.waitFor({ timeout: 15_000 });
    expect(await gridCell(record, 'kind').innerText()).toBe('인쇄');
    expect(await gridCell(record, 'printedByName').innerText()).not.toBe('');
    await page.screenshot({ path: path.join(shots, 'print-records.png'), fullPage: true });
  });
});
