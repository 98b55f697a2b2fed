import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AspTaxInvoice } from './tax-asp.adapter.js';

/**
 * A local stand-in for the e-tax-invoice ASP (and the NTS status API on the same port) for the
 * API and end-to-end tests: it issues a document key once, answers 409 with the same confirm
 * number for a resend, and can be taken down.
 */
export type FakeAsp = {
  url: string;
  /** Issue requests received per document key (resends included). */
  requests: Map<string, number>;
  /** Documents issued, by key. */
  issued: Map<string, AspTaxInvoice & { ntsConfirmNum: string }>;
  down: boolean;
  /** Business numbers (digits) the NTS answers as closed (폐업자). */
  closed: Set<string>;
  close: () => Promise<void>;
};

export const startFakeAsp = async (): Promise<FakeAsp> => {
  const state = {
    requests: new Map<string, number>(),
    issued: new Map<string, AspTaxInvoice & { ntsConfirmNum: string }>(),
    down: false,
    closed: new Set<string>(),
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (state.down) return send(503, { code: -99999999, message: '서비스 점검 중' });
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname.endsWith('/status')) {
        const { b_no = [] } = JSON.parse(raw || '{}') as { b_no?: string[] };
        return send(200, {
          status_code: 'OK',
          data: b_no.map((b) =>
            state.closed.has(b)
              ? { b_no: b, b_stt: '폐업자', b_stt_cd: '03', tax_type: '', end_dt: '20260101' }
              : { b_no: b, b_stt: '계속사업자', b_stt_cd: '01', tax_type: '부가가치세 일반과세자' },
          ),
        });
      }
      const match = /^\/Taxinvoice\/([^/]+)\/issue$/.exec(url.pathname);
      if (!match || req.method !== 'POST' || !req.headers.authorization?.startsWith('Bearer '))
        return send(404, { code: -1, message: 'not found' });
      const key = decodeURIComponent(match[1] ?? '');
      state.requests.set(key, (state.requests.get(key) ?? 0) + 1);
      const seen = state.issued.get(key);
      if (seen)
        return send(409, {
          code: -11000000,
          message: '이미 발행된 문서번호',
          ntsConfirmNum: seen.ntsConfirmNum,
        });
      const doc = JSON.parse(raw) as AspTaxInvoice;
      const ntsConfirmNum = `${doc.writeDate}-41000000-${String(state.issued.size + 1).padStart(8, '0')}`;
      state.issued.set(key, { ...doc, ntsConfirmNum });
      return send(200, { code: 1, ntsConfirmNum });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeAsp = {
    url: `http://127.0.0.1:${port}`,
    requests: state.requests,
    issued: state.issued,
    closed: state.closed,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
};
