import { PARTNER_TOPICS, type PartnerTopic } from '@erp/domain';
import type { DbOrTx } from '../../platform/db/database.js';
import { enqueue, type OutboxHandler } from '../../platform/jobs/job-queue.service.js';

// The outbound partner syncs of SPEC §7.8 (delivery gateway, storage/shop service, parts-supplier
// service, warehouse service): one adapter each behind the job queue, configured by environment.
// Unconfigured = nothing is enqueued and nothing is sent; the interface screens say so.

const ENV: Record<PartnerTopic, string> = {
  'delivery-gateway': 'DELIVERY_GATEWAY_URL',
  storage: 'STORAGE_SERVICE_URL',
  'parts-supplier': 'PARTS_SUPPLIER_URL',
  warehouse: 'WAREHOUSE_SERVICE_URL',
};
const KEY_ENV: Record<PartnerTopic, string> = {
  'delivery-gateway': 'DELIVERY_GATEWAY_KEY',
  storage: 'STORAGE_SERVICE_KEY',
  'parts-supplier': 'PARTS_SUPPLIER_KEY',
  warehouse: 'WAREHOUSE_SERVICE_KEY',
};

export type PartnerConfig = { baseUrl: string; apiKey: string | null };
export type PartnerConfigs = Partial<Record<PartnerTopic, PartnerConfig>>;

export const partnerConfigsFromEnv = (env: NodeJS.ProcessEnv = process.env): PartnerConfigs =>
  Object.fromEntries(
    PARTNER_TOPICS.flatMap((topic) => {
      const baseUrl = env[ENV[topic]]?.trim();
      return baseUrl
        ? [[topic, { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env[KEY_ENV[topic]] ?? null }]]
        : [];
    }),
  );

/**
 * Enqueues one call to a partner in the caller's transaction (so a rolled-back change sends
 * nothing). Answers false when the partner is not configured (nothing is sent) or the key was
 * enqueued before (the call is made once).
 */
export const enqueuePartnerSync = async (
  tx: DbOrTx,
  configs: PartnerConfigs,
  call: { topic: PartnerTopic; event: string; key: string; body: Record<string, unknown>; docCode?: string },
): Promise<boolean> => {
  if (!configs[call.topic]) return false;
  return enqueue(tx, {
    topic: call.topic,
    key: `${call.topic}:${call.key}`,
    ...(call.docCode ? { docCode: call.docCode } : {}),
    payload: { event: call.event, body: call.body },
  });
};

const TIMEOUT_MS = 10_000;

/** The handlers: POST the body to `<base>/<event>` with the message key as Idempotency-Key. */
export const partnerSyncHandlers = (configs: PartnerConfigs): Record<string, OutboxHandler> =>
  Object.fromEntries(
    PARTNER_TOPICS.map((topic) => {
      const handler: OutboxHandler = async (_db, message) => {
        const config = configs[topic];
        if (!config) throw new Error('연동이 설정되지 않았습니다 (환경 변수). 설정 후 다시 보내세요.');
        const event = String(message.payload.event ?? '');
        let response: Response;
        try {
          response = await fetch(`${config.baseUrl}/${event}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': message.key,
              ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
            },
            body: JSON.stringify(message.payload.body ?? {}),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        } catch {
          throw new Error('상대 서버에 연결할 수 없습니다.');
        }
        if (!response.ok) throw new Error(`상대 서버가 거절했습니다 (HTTP ${response.status}).`);
      };
      return [topic, handler];
    }),
  );
