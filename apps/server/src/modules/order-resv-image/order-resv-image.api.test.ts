import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ListPage, type ResvImage, type ResvOrder, toYmd } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, draftOrder, newCustomer, newPart, orderDesk } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Reservation photos through real HTTP: a phone's photo is checked by content and attached to a
// reservation order only; the list reads them back and the file is served inline as an image.

let t: TestApp;
let clerk: string;
let dataDir: string;
let customer: string;
let part: string;
const I = '/api/order/v1.0/resv/image';
const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f6b3e90000000049454e44ae426082',
  'hex',
);

const upload = (code: string, fileName: string, content: Buffer) => {
  const boundary = '----resv';
  return t.app.inject({
    method: 'POST',
    url: `${I}/upload/${code}`,
    headers: { cookie: clerk, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

const reservedOrder = async () => {
  const order = await draftOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 30_000 }]);
  const tomorrow = toYmd(new Date(Date.now() + 86_400_000));
  await t.ok('POST', `/api/order/v1.0/reservation/change/${order.code}`, clerk, {
    reservationDate: tomorrow,
    reservationTime: '1030',
  });
  return order.code;
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'erp-resv-'));
  t = await createTestApp({ dataDir });
  const desk = await orderDesk(t, 'ri');
  clerk = desk.clerk;
  customer = await newCustomer(t, clerk, '예약사진정비');
  part = await newPart(t, desk.admin, { partNo: 'RI-1', name: '타이어', salePrice: 30_000 });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'resv')).length;
  } catch {
    return 0;
  }
};

describe('reservation photos', () => {
  it('attaches a photo to a reservation order, lists it and serves it inline', async () => {
    const code = await reservedOrder();
    const up = await upload(code, '타이어.png', pngBytes);
    expect(up.statusCode, up.body).toBe(200);
    const image = up.json().response as ResvImage;
    expect(image).toMatchObject({
      orderCode: code,
      customerCode: customer,
      fileName: '타이어.png',
      size: pngBytes.length,
    });
    const orders = await t.ok<ResvOrder[]>('GET', `${I}/orders`, clerk);
    expect(orders.find((o) => o.code === code)).toMatchObject({ imageCount: 1, reservationTime: '1030' });
    const page = await t.ok<ListPage<ResvImage>>('POST', `${I}/list`, clerk, {
      page: 1,
      size: 50,
      filters: [{ field: 'orderCode', op: 'eq', value: code }],
    });
    expect(page.rows.map((r) => r.id)).toEqual([image.id]);
    const file = await t.app.inject({ url: `${I}/file/${image.id}`, headers: { cookie: clerk } });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('refuses a file whose content is not an image, whatever its name, and stores nothing', async () => {
    const code = await reservedOrder();
    const rows = await countRows(t, 'order_resv_images');
    const files = storedFiles();
    const up = await upload(code, 'photo.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(up.statusCode).toBe(422);
    expect(up.json().message).toContain('파일');
    expect(await countRows(t, 'order_resv_images')).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it('refuses an order without a reservation and leaves no file behind', async () => {
    const plain = await draftOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 30_000 }]);
    const files = storedFiles();
    const up = await upload(plain.code, 'a.png', pngBytes);
    expect(up.statusCode).toBe(422);
    expect(up.json().message).toContain('예약 주문이 아닙니다');
    expect(storedFiles()).toBe(files);
  });

  it('answers a missing photo as missing', async () => {
    const res = await t.app.inject({ url: `${I}/file/999999`, headers: { cookie: clerk } });
    expect(res.statusCode).toBe(404);
  });
});
