import type { z } from 'zod';
import { type Access, XLSX_RESPONSE } from './contract.js';

// Shapes of endpoints that many areas declare alike. Each builder returns plain contracts to spread
// into `defineContracts`, with the literal paths kept, so a call's typed parameters and the route
// table are what they would be if written out.

/**
 * A list and its Excel download: both POST the same list query; the list answers a page, the
 * download the workbook of every row the query finds.
 */
export const listWithExcel = <
  const LP extends string,
  const EP extends string,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  body: B,
  list: { path: LP; summary: string; access: Access; response: R },
  excel: { path: EP; summary: string; access: Access },
) => ({
  list: { method: 'POST' as const, ...list, body },
  excel: { method: 'POST' as const, ...excel, body, response: XLSX_RESPONSE },
});

/**
 * A master keyed by its code under `base`: read one (`single/:code`), register (`insert`) and
 * change (`update/:code`). `saved` is what a save answers when it is more than the row.
 */
export const codeKeyedContracts = <
  const B extends string,
  P extends z.ZodType,
  R extends z.ZodType,
  I extends z.ZodType,
  M extends z.ZodType,
  S extends z.ZodType = R,
>(
  base: B,
  o: {
    access: Access;
    params: P;
    response: R;
    saved?: S;
    insertBody: I;
    updateBody: M;
    summaries: { single: string; insert: string; update: string };
  },
) => {
  const saved = (o.saved ?? o.response) as S;
  return {
    single: {
      method: 'GET' as const,
      path: `${base}/single/:code` as const,
      summary: o.summaries.single,
      access: o.access,
      params: o.params,
      response: o.response,
    },
    insert: {
      method: 'POST' as const,
      path: `${base}/insert` as const,
      summary: o.summaries.insert,
      access: o.access,
      body: o.insertBody,
      response: saved,
    },
    update: {
      method: 'POST' as const,
      path: `${base}/update/:code` as const,
      summary: o.summaries.update,
      access: o.access,
      params: o.params,
      body: o.updateBody,
      response: saved,
    },
  };
};
