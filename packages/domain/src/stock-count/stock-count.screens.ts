import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.14 / §2.16 stock counts (재고 실사). Samples are the demo counts of
// seed/stock-count.seed.ts: K@today-0001 planned, K@today-0002 submitted awaiting approval.
export const stockCountScreens = defineScreens({});
