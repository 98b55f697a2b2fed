const enc = encodeURIComponent;

/** The set routes of routes.tsv, in one place for links between the screens. */
export const PART_SET_PATHS = {
  list: '/Company/PartSetList',
  newList: '/Company/PartSetNewList',
  register: '/Company/PartSetRegister',
  modify: (code: string) => `/Company/PartSetModify/${enc(code)}`,
  /** '-': no order chosen yet; the page asks for one. */
  insert: (orderCode: string) => `/Company/PartSetInsert/${enc(orderCode)}`,
} as const;
