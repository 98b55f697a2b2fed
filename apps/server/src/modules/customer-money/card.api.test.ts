import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreditCard } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { newCustomer, orderDeskApp } from '../../test/fixtures.js';

// A card saved keeps only the gateway's token and the last four digits: after registering one
// (against a local fake gateway), no column of any table holds the full number or the CVC.

const NUMBER = '4111111111111111';
const CVC = '987';
const { t, clerk } = await orderDeskApp('cd');
let gateway: Server;
const received: string[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(body);
      const { number } = JSON.parse(body) as { number: string };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ token: `tok_${number.length}_abc`, last4: number.slice(-4), brand: 'VISA' }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  process.env.CARD_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.CARD_GATEWAY_URL;
  await new Promise((resolve) => gateway.close(resolve));
});

describe('credit cards', () => {
  it('stores only the token and the last four digits; the database holds no full number', async () => {
    const customer = await newCustomer(t, clerk, '카드 정비');
    expect(
      await t.refused(422, 'PUT', '/api/deposit/v1.0/newCreditCard/put', clerk, {
        customerCode: customer,
        cardNumber: '4111111111111112',
        expiry: '1230',
        securityCode: CVC,
      }),
    ).toContain('카드 번호');
    const card = await t.ok<CreditCard>('PUT', '/api/deposit/v1.0/newCreditCard/put', clerk, {
      customerCode: customer,
      cardNumber: '4111-1111-1111-1111',
      expiry: '1230',
      securityCode: CVC,
      holderName: '김카드',
    });
    expect(card).toMatchObject({ last4: '1111', brand: 'VISA' });
    expect(received).toHaveLength(1);
    const cards = await t.ok<CreditCard[]>('POST', '/api/deposit/v1.0/list/creditCardSearch', clerk, {
      customerCode: customer,
    });
    expect(JSON.stringify(cards)).not.toContain(NUMBER);
    // Every text-like column of every table, searched for the number and the CVC (with the audit log).
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    const hits: string[] = [];
    for (const c of columns) {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
            where ${sql.identifier(c.column_name)}::text like ${`%${NUMBER}%`} or ${sql.identifier(c.column_name)}::text like ${`%"${CVC}"%`}`,
      );
      if (Number(row?.n) > 0) hits.push(`${c.table_name}.${c.column_name}`);
    }
    expect(hits).toEqual([]);
  });

  it('says plainly when no gateway is configured, and stores nothing', async () => {
    const saved = process.env.CARD_GATEWAY_URL;
    delete process.env.CARD_GATEWAY_URL;
    const customer = await newCustomer(t, clerk, '카드 미설정');
    const message = await t.refused(422, 'PUT', '/api/deposit/v1.0/newCreditCard/put', clerk, {
      customerCode: customer,
      cardNumber: NUMBER,
      expiry: '1230',
      securityCode: CVC,
    });
    process.env.CARD_GATEWAY_URL = saved;
    expect(message).toContain('설정되지 않아');
    expect(
      await t.ok<CreditCard[]>('POST', '/api/deposit/v1.0/list/creditCardSearch', clerk, {
        customerCode: customer,
      }),
    ).toEqual([]);
  });
});
