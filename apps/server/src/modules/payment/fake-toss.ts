import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Toss-shaped gateway, for the API and end-to-end tests: the payment
 * window (GET /checkout, where the card would be typed: here a button that returns to the app's
 * success address with a payment key) and the confirm and cancel calls, idempotent by key.
 */
export type FakeToss = {
  url: string;
  /** Confirm calls received per order id (idempotent resends included). */
  confirms: Map<string, number>;
  payments: Map<string, { orderId: string; total: number; balance: number }>;
  close: () => Promise<void>;
};

const html = (body: string) =>
  `<!doctype html><html lang="ko"><meta charset="utf-8"><title>결제창</title><body>${body}</body></html>`;

export const startFakeToss = async (secretKey: string): Promise<FakeToss> => {
  const confirms = new Map<string, number>();
  const payments = new Map<string, { orderId: string; total: number; balance: number }>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === '/checkout') {
        const q = url.searchParams;
        const back = new URL(q.get('successUrl') ?? '/');
        back.searchParams.set('paymentKey', `pk_${q.get('orderId')}`);
        back.searchParams.set('orderId', q.get('orderId') ?? '');
        back.searchParams.set('amount', q.get('amount') ?? '');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          html(
            `<h1>테스트 결제창</h1><p>${q.get('orderName')} ${q.get('amount')}원</p><a id="pay" href="${back.toString().replaceAll('&', '&amp;')}">결제하기</a>`,
          ),
        );
        return;
      }
      const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return send(401, { code: 'UNAUTHORIZED_KEY', message: '인증 실패' });
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      if (url.pathname === '/v1/payments/confirm') {
        const orderId = String(body.orderId);
        confirms.set(orderId, (confirms.get(orderId) ?? 0) + 1);
        const key = String(body.paymentKey);
        if (key.startsWith('bad')) return send(400, { code: 'REJECT_CARD_PAYMENT', message: '한도 초과' });
        const seen = payments.get(key) ?? {
          orderId,
          total: Number(body.amount),
          balance: Number(body.amount),
        };
        payments.set(key, seen);
        return send(200, {
          paymentKey: key,
          orderId,
          status: 'DONE',
          totalAmount: seen.total,
          balanceAmount: seen.balance,
          method: '카드',
          approvedAt: new Date().toISOString(),
          card: { number: '43301234****123*' },
        });
      }
      const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
      const found = cancel ? payments.get(decodeURIComponent(cancel[1] ?? '')) : undefined;
      if (!cancel || !found) return send(404, { code: 'NOT_FOUND_PAYMENT', message: '결제 없음' });
      const amount = body.cancelAmount === undefined ? found.balance : Number(body.cancelAmount);
      if (amount > found.balance)
        return send(400, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 금액 초과' });
      found.balance -= amount;
      return send(200, {
        paymentKey: cancel[1],
        orderId: found.orderId,
        status: found.balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
        totalAmount: found.total,
        balanceAmount: found.balance,
        method: '카드',
        approvedAt: null,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    confirms,
    payments,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
