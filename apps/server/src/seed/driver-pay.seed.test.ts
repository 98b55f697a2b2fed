import type { ProvisionView } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProvision } from '../modules/delivery/driver-provision.service.js';
import { verifyLedgers } from '../modules/verify-ledgers.js';
import { nextDocCode } from '../platform/doc-code/doc-code.service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemo } from './seed.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => t.close());

describe('driver pay demo seed', () => {
  it('holds the provision screen’s sample: the driver’s core collection confirmed as ZP{day}-0001', async () => {
    const next = await nextDocCode(t.db, 'ZP');
    const sample = `${next.slice(0, -4)}0001`;
    const view: ProvisionView = await loadProvision(t.db, sample);
    expect(view).toMatchObject({ kind: 'old', lineCount: 1, points: 3_000 });
    expect(view.lines[0]?.driverName).toBe('박기사');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});
