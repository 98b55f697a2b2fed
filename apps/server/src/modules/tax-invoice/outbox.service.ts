// The outbox became the platform's one job queue (platform/jobs); the names tax invoices use stay.
export {
  backoffSeconds,
  deliverNow,
  enqueue,
  OUTBOX_MAX_ATTEMPTS,
  type OutboxHandler,
  type OutboxMessage,
  rearm,
  runOutboxOnce,
  startOutboxRunner,
} from '../../platform/jobs/job-queue.service.js';
