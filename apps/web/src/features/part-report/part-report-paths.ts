// The report routes (routes.tsv, typos included) and the links between them.
export const PART_REPORT_PATHS = {
  fastTurn: '/Company/Part/PartFastTurn',
  withoutRotation: '/Part/PartWithoutRotation',
  salesRecords: '/Company/Part/ProductSalesRecordsList',
  /** Sales records of one part over a period. */
  salesOf: (partCode: string, from: string, to: string) =>
    `/Company/Part/ProductSalesRecordsList?${new URLSearchParams({ part: partCode, from, to }).toString()}`,
} as const;
