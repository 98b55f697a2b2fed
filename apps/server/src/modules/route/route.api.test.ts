import { createServer, type Server } from 'node:http';
import type { RoutePlan } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;
let admin: string;

// Repair shops around a warehouse in Seoul (Yeongdeungpo), a few hundred metres to kilometres apart.
const START = { lat: 37.5172, lng: 126.9074 };
const stopsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `S${i + 1}`,
    lat: 37.5 + ((i * 7919) % 100) / 1000,
    lng: 126.88 + ((i * 104729) % 100) / 1000,
  }));
const optimize = (path: string, body: unknown, cookie = staff) =>
  t.call('POST', `/api/delivery/v1.0/route/optimize${path}`, { cookie, body });

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'rt-staff');
  admin = await loginStaff(t, 'rt-admin', 'admin');
});
afterAll(async () => t.close());

describe('route optimisation endpoints', () => {
  for (const [path, size] of [
    ['/10', 10],
    ['/20', 20],
    ['/30', 30],
    ['/100', 100],
    ['', 1000],
  ] as const) {
    it(`${path || '(general)'} orders up to ${size} stops and refuses one more in Korean`, async () => {
      const n = Math.min(size, 100);
      const res = await optimize(path, { start: START, stops: stopsOf(n) });
      expect(res.status, res.body.message).toBe(200);
      const plan = res.body.response as RoutePlan;
      expect(plan.stops.map((s) => s.id).sort()).toEqual(
        stopsOf(n)
          .map((s) => s.id)
          .sort(),
      );
      expect(plan.totalDistance).toBe(plan.legDistances.reduce((a, b) => a + b, 0));
      expect(plan.distanceSource).toBe('haversine');
      expect(plan.distanceNote).toContain('OSRM_BASE_URL');
      if (size <= 100) {
        const over = await optimize(path, { start: START, stops: stopsOf(size + 1) });
        expect(over.status).toBe(422);
        expect(over.body.message).toContain('경유지 목록');
        expect(over.body.message).toContain(String(size));
      }
    });
  }

  it('proves small routes optimal and keeps a locked stop in its place', async () => {
    const res = await optimize('/10', {
      start: START,
      stops: stopsOf(8),
      locked: [{ id: 'S5', position: 1 }],
    });
    const plan = res.body.response as RoutePlan;
    expect(plan.optimal).toBe(true);
    expect(plan.stops[0]).toMatchObject({ id: 'S5', locked: true, sequence: 1 });
  });

  it('returns to the warehouse only when asked', async () => {
    const round = (await optimize('/10', { start: START, stops: stopsOf(5) })).body.response as RoutePlan;
    const open = (await optimize('/10', { start: START, stops: stopsOf(5), returnToStart: false })).body
      .response as RoutePlan;
    expect(round.returnDistance).toBeGreaterThan(0);
    expect(open.returnDistance).toBeNull();
    expect(open.totalDistance).toBeLessThanOrEqual(round.totalDistance);
  });

  it('names each bad field: no stops, duplicate ids, coordinates out of range, more than 1 000 stops', async () => {
    const none = await optimize('', { start: START, stops: [] });
    expect(none.status).toBe(422);
    expect(none.body.message).toContain('경유지 목록');
    const dup = await optimize('', {
      start: START,
      stops: [
        { id: 'A', lat: 37.5, lng: 127 },
        { id: 'A', lat: 37.6, lng: 127 },
      ],
    });
    expect(dup.status).toBe(422);
    expect(dup.body.message).toContain('중복');
    const far = await optimize('', { start: { lat: 91, lng: 127 }, stops: stopsOf(2) });
    expect(far.status).toBe(422);
    expect(far.body.message).toContain('출발지');
    const many = await optimize('', { start: START, stops: stopsOf(1001) });
    expect(many.status).toBe(422);
    expect(many.body.message).toContain('1,000');
    const junk = await optimize('', 'not json object');
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
  });

  it('is for staff: admin and public may call it, portal roles and anonymous may not', async () => {
    expect((await optimize('/10', { start: START, stops: stopsOf(3) }, admin)).status).toBe(200);
    for (const [loginId, kind, role, portal] of [
      ['rt-cust', 'customer', 'cust', 'customer'],
      ['rt-seo', 'seo', 'seo', 'seo'],
      ['rt-courier', 'courier', 'cirkep', 'courier'],
      ['rt-hr', 'hr', 'HR', 'hr'],
    ] as const) {
      await t.addAccount({
        loginId,
        kind,
        role,
        customerCode: kind === 'customer' ? 'C1' : undefined,
        partnerCode: kind === 'customer' ? undefined : role,
      });
      const cookie = await t.login(loginId, portal);
      expect((await optimize('/10', { start: START, stops: stopsOf(3) }, cookie)).status, role).toBe(403);
    }
    expect(
      (
        await t.call('POST', '/api/delivery/v1.0/route/optimize/10', {
          body: { start: START, stops: stopsOf(3) },
        })
      ).status,
    ).toBe(401);
  });
});

describe('road distances from an OSRM-compatible service', () => {
  let fake: Server;
  let withOsrm: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // Every leg is 1 000 m except the ones into S2, which are 5 000 m.
    fake = createServer((req, res) => {
      const coords = (req.url ?? '').split('/driving/')[1]?.split('?')[0]?.split(';') ?? [];
      const distances = coords.map((_, i) => coords.map((__, j) => (i === j ? 0 : j === 2 ? 5000 : 1000)));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 'Ok', distances }));
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
    const address = fake.address();
    process.env.OSRM_BASE_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    withOsrm = await createTestApp();
    delete process.env.OSRM_BASE_URL;
    await withOsrm.addAccount({ loginId: 'osrm-staff', kind: 'staff', role: 'public' });
    cookie = await withOsrm.login('osrm-staff', 'staff');
  });
  afterAll(async () => {
    await withOsrm.close();
    fake.close();
  });

  it('uses the service distances and says so', async () => {
    const res = await withOsrm.call('POST', '/api/delivery/v1.0/route/optimize/10', {
      cookie,
      body: { start: START, stops: stopsOf(3) },
    });
    const plan = res.body.response as RoutePlan;
    expect(plan.distanceSource).toBe('osrm');
    expect(plan.distanceNote).toBeNull();
    expect(plan.totalDistance).toBe(1000 + 1000 + 5000 + 1000);
  });
});
