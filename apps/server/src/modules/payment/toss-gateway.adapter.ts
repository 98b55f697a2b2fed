// Adapter for a payment gateway shaped like Toss Payments' core API (v1): confirm a payment the
// gateway's window took (POST /v1/payments/confirm), cancel in whole or in part
// (POST /v1/payments/{paymentKey}/cancel). Basic auth with the secret key, an Idempotency-Key
// on every call. Keys come from the environment only; the client key is the only one the web sees.

export type TossConfig = {
  apiBaseUrl: string;
  secretKey: string | undefined;
  clientKey: string | undefined;
  /** The gateway's payment window, opened with the request in its query. */
  checkoutUrl: string | undefined;
  timeoutMs?: number;
};

export const tossConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): TossConfig => ({
  apiBaseUrl: env.TOSS_API_BASE_URL || 'https://api.tosspayments.com',
  secretKey: env.TOSS_SECRET_KEY || undefined,
  clientKey: env.TOSS_CLIENT_KEY || undefined,
  checkoutUrl: env.TOSS_CHECKOUT_URL || undefined,
});

export const isTossConfigured = (c: TossConfig): boolean =>
  Boolean(c.secretKey && c.clientKey && c.checkoutUrl);

export type TossPaymentAnswer = {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  balanceAmount: number;
  method: string | null;
  approvedAt: string | null;
  card?: { number?: string } | null;
};

const call = async (
  c: TossConfig,
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<TossPaymentAnswer> => {
  if (!c.secretKey) throw new Error('결제 게이트웨이가 설정되지 않았습니다 (TOSS_SECRET_KEY).');
  let res: Response;
  try {
    res = await fetch(`${c.apiBaseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${c.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
    });
  } catch {
    throw new Error('결제 게이트웨이에 연결하지 못했습니다.');
  }
  const answer = (await res.json().catch(() => ({}))) as TossPaymentAnswer & {
    code?: string;
    message?: string;
  };
  if (!res.ok)
    throw new Error(
      `결제 게이트웨이가 거절했습니다 (${answer.code ?? res.status}${answer.message ? `: ${answer.message}` : ''}).`,
    );
  return answer;
};

export const confirmAtGateway = (
  c: TossConfig,
  input: { paymentKey: string; orderId: string; amount: number },
) => call(c, '/v1/payments/confirm', input, `confirm:${input.orderId}`);

export const cancelAtGateway = (
  c: TossConfig,
  paymentKey: string,
  input: { cancelReason: string; cancelAmount?: number },
  idempotencyKey: string,
) => call(c, `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, input, idempotencyKey);

/** At most the last four characters of the gateway's masked card number (DESIGN §5). */
export const last4Of = (masked: string | undefined | null): string | null =>
  masked ? masked.replace(/\s|-/g, '').slice(-4) : null;
