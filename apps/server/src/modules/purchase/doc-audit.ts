import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { DbOrTx } from '../../platform/db/database.js';

/**
 * The audit writer of one kind of supplier document (purchase, purchase-order, purchase-return):
 * action `<entity>.<action>` under the document's code, so every step of every document is found
 * the same way in the audit log.
 */
export const docAudit =
  (entity: string) =>
  (
    tx: DbOrTx,
    actor: AuditActor,
    action: string,
    code: string,
    change: { before?: unknown; after?: unknown },
  ) =>
    writeAudit(tx, actor, { action: `${entity}.${action}`, entity, entityId: code, ...change });
