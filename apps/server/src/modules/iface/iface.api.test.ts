import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IfaceAdapterStatus, IfaceFailure } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOutboxOnce } from '../../platform/jobs/job-queue.service.js';
import { countRows, loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { enqueuePartnerSync, partnerConfigsFromEnv, partnerSyncHandlers } from './partner-sync.adapter.js';

// A local fake of the delivery gateway: answers 503 while `down`, records what it accepted.
let partnerDown = true;
const accepted: { path: string; key: string; body: unknown }[] = [];
let fake: Server;
let t: TestApp;
let admin: string;

const failures = (type?: string) =>
  t.ok<{ rows: IfaceFailure[]; total: number }>('POST', '/api/interface/v1.0/fail/list', admin, {
    filters: type ? [{ field: 'topic', op: 'eq', value: type }] : [],
  });

beforeAll(async () => {
  fake = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (partnerDown) return res.writeHead(503).end();
      accepted.push({
        path: req.url ?? '',
        key: String(req.headers['idempotency-key']),
        body: JSON.parse(text),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  process.env.DELIVERY_GATEWAY_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api`;
  t = await createTestApp();
  admin = await loginStaff(t, 'if-admin', 'admin');
});
afterAll(async () => {
  delete process.env.DELIVERY_GATEWAY_URL;
  await t?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const runner = () => runOutboxOnce(t.db, partnerSyncHandlers(partnerConfigsFromEnv()));

describe('job queue and interface failures', () => {
  it('a job whose partner is down lands in the failure list and succeeds on retry, once', async () => {
    const configs = partnerConfigsFromEnv();
    const call = {
      topic: 'delivery-gateway',
      event: 'delivery/insert',
      key: 'D-1',
      body: { orderCode: 'O1' },
    } as const;
    expect(await t.db.transaction((tx) => enqueuePartnerSync(tx, configs, call))).toBe(true);
    // The same key again: the call is made once.
    expect(await enqueuePartnerSync(t.db, configs, call)).toBe(false);
    expect(await runner()).toBe(0);
    const [failure] = (await failures('delivery-gateway')).rows;
    expect(failure).toMatchObject({ topic: 'delivery-gateway', attempts: 1, state: 'pending' });
    expect(failure!.lastError).toContain('HTTP 503');
    expect(JSON.parse(failure!.payload)).toEqual({ event: 'delivery/insert', body: { orderCode: 'O1' } });

    partnerDown = false;
    const retried = await t.ok<{ sent: boolean }>(
      'POST',
      `/api/interface/v1.0/fail/retry/${failure!.id}`,
      admin,
    );
    expect(retried.sent).toBe(true);
    expect(accepted).toEqual([
      { path: '/api/delivery/insert', key: 'delivery-gateway:D-1', body: { orderCode: 'O1' } },
    ]);
    expect((await failures()).total).toBe(0);
    // Done is done: neither the runner nor a second retry sends it again.
    await t.db.execute(sql`update outbox_messages set next_attempt_at = now() - interval '1 hour'`);
    expect(await runner()).toBe(0);
    await t.refused(404, 'POST', `/api/interface/v1.0/fail/retry/${failure!.id}`, admin);
    expect(accepted).toHaveLength(1);
  });

  it('a rolled-back change enqueues nothing; an unconfigured partner is sent nothing', async () => {
    const before = await countRows(t, 'outbox_messages');
    await expect(
      t.db.transaction(async (tx) => {
        await enqueuePartnerSync(tx, partnerConfigsFromEnv(), {
          topic: 'delivery-gateway',
          event: 'driver/save',
          key: 'RB-1',
          body: {},
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(
      await enqueuePartnerSync(t.db, partnerConfigsFromEnv(), {
        topic: 'warehouse',
        event: 'move/slip',
        key: 'W-1',
        body: {},
      }),
    ).toBe(false);
    expect(await countRows(t, 'outbox_messages')).toBe(before);
    const adapters = await t.ok<IfaceAdapterStatus[]>('GET', '/api/interface/v1.0/adapters', admin);
    expect(adapters.find((a) => a.topic === 'delivery-gateway')?.configured).toBe(true);
    expect(adapters.find((a) => a.topic === 'warehouse')?.configured).toBe(false);
  });

  it('records a failure by hand, dismisses it with a reason, and names bad fields', async () => {
    const inserted = await t.ok<IfaceFailure>('POST', '/api/interface/v1.0/fail/insert', admin, {
      topic: 'delivery-gateway',
      event: 'notice/save',
      body: { title: '공지' },
      error: '시간 초과',
    });
    expect((await failures()).rows.map((r) => r.id)).toContain(inserted.id);
    const bad = await t.call('POST', `/api/interface/v1.0/fail/delete/${inserted.id}`, {
      cookie: admin,
      body: { reason: '' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('제외 사유');
    await t.ok('POST', `/api/interface/v1.0/fail/delete/${inserted.id}`, admin, {
      reason: '상대편에서 직접 처리함',
    });
    expect((await failures()).rows.map((r) => r.id)).not.toContain(inserted.id);
    await t.refused(404, 'POST', `/api/interface/v1.0/fail/delete/${inserted.id}`, admin, {
      reason: '다시 제외',
    });
    const staff = await loginStaff(t, 'if-public');
    await t.refused(403, 'POST', '/api/interface/v1.0/fail/list', staff, {});
    const excel = await t.call('POST', '/api/interface/v1.0/fail/excel/download', {
      cookie: admin,
      body: {},
    });
    expect(excel.status).toBe(200);
  });
});
