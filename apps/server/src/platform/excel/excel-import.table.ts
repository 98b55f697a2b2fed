import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../auth/account-ref.js';
import { stamp, stampNow } from '../db/columns.js';

// A staged Excel import: parsed and validated rows wait here until a person confirms; then they
// are written in batches, each batch committing its rows and the progress together, so a crash
// resumes exactly where it stopped.
export const excelImports = pgTable(
  'excel_imports',
  {
    id: text('id').primaryKey(),
    entity: text('entity').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull(),
    createdBy: accountRef('created_by'),
    createdAt: stampNow('created_at'),
    totalRows: integer('total_rows').notNull(),
    validRows: integer('valid_rows').notNull(),
    errorRows: integer('error_rows').notNull(),
    processed: integer('processed').notNull().default(0),
    errors: jsonb('errors').notNull(),
    rows: jsonb('rows').notNull(),
    heartbeatAt: stamp('heartbeat_at'),
    finishedAt: stamp('finished_at'),
    failure: text('failure'),
  },
  (t) => [index('excel_imports_status_idx').on(t.status, t.heartbeatAt)],
);
