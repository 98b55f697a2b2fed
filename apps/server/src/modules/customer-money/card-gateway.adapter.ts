import { AppError } from '../../platform/errors/app-error.js';

// Adapter for the card gateway's tokenisation (`POST {CARD_GATEWAY_URL}/tokens` with the number,
// expiry and security code; it answers a payment token, the last four digits and the brand).
// The key and the address come from the environment only; without them registration says the
// gateway is not configured. Nothing of the card but the answer's token and last four is kept.

export type CardToken = { token: string; last4: string; brand: string | null };

export const tokenizeCard = async (card: {
  number: string;
  expiry: string;
  securityCode: string;
}): Promise<CardToken> => {
  const base = process.env.CARD_GATEWAY_URL;
  if (!base)
    throw new AppError(
      'E2003',
      '카드 결제 대행사가 설정되지 않아 카드를 등록할 수 없습니다 (CARD_GATEWAY_URL).',
    );
  try {
    const res = await fetch(`${base.replace(/\/$/, '')}/tokens`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(process.env.CARD_GATEWAY_KEY ? { authorization: `Bearer ${process.env.CARD_GATEWAY_KEY}` } : {}),
      },
      body: JSON.stringify(card),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await res.json().catch(() => ({}))) as { token?: string; last4?: string; brand?: string };
    if (!res.ok || !body.token || !/^\d{4}$/.test(body.last4 ?? ''))
      throw new AppError('E2003', `카드 결제 대행사가 카드를 거절했습니다 (HTTP ${res.status}).`);
    return { token: body.token, last4: body.last4 ?? '', brand: body.brand ?? null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('E2003', '카드 결제 대행사에 연결할 수 없습니다. 잠시 후 다시 시도하세요.');
  }
};
