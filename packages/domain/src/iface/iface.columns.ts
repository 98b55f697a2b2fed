import { listColumns } from '../list/list-columns.js';
import { IFACE_STATE_LABELS, IFACE_TOPIC_LABELS, IFACE_FAILURE_LABELS as L } from './iface.labels.js';
import type { IfaceFailure } from './iface.schema.js';

/** IFaceFailList's columns, in the grid and in its Excel download. */
export const IFACE_FAILURE_COLUMNS = listColumns<IfaceFailure>()([
  { key: 'id', label: L.id, value: (r) => r.id, format: 'count', width: 70, pinned: true },
  { key: 'createdAt', label: L.createdAt, value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'topic', label: L.topic, value: (r) => r.topic, labels: IFACE_TOPIC_LABELS, width: 140 },
  { key: 'state', label: L.state, value: (r) => r.state, labels: IFACE_STATE_LABELS, width: 100 },
  { key: 'attempts', label: L.attempts, value: (r) => r.attempts, format: 'count', width: 80 },
  { key: 'lastError', label: L.lastError, value: (r) => r.lastError, width: 260 },
  { key: 'docCode', label: L.docCode, value: (r) => r.docCode, format: 'code', width: 130 },
  { key: 'key', label: L.key, value: (r) => r.key, width: 200 },
  {
    key: 'nextAttemptAt',
    label: L.nextAttemptAt,
    value: (r) => r.nextAttemptAt,
    format: 'datetime',
    width: 140,
  },
  { key: 'payload', label: L.payload, value: (r) => r.payload, width: 300 },
]);
