import type { BenchSuite } from './bench.types.js';
import { billingBench } from './billing.bench.js';
import { customerBench } from './customer.bench.js';
import { dispatchBench } from './dispatch.bench.js';
import { loyaltyBench } from './loyalty.bench.js';
import { orderBench } from './order.bench.js';
import { partBench } from './part.bench.js';
import { purchaseBench } from './purchase.bench.js';
import { purchaseReceiveBench } from './purchase-receive.bench.js';
import { returnsBench } from './returns.bench.js';
import { routeBench } from './route.bench.js';
import { salesVolumeBench } from './sales-volume.bench.js';
import { stockCountBench } from './stock-count.bench.js';
import { stockProperBench } from './stock-proper.bench.js';
import { webBundleBench } from './web-bundle.bench.js';

/** Every benchmark suite, in the order `npm run bench` runs them. */
export const BENCH_SUITES: readonly BenchSuite[] = [
  routeBench,
  dispatchBench,
  customerBench,
  partBench,
  orderBench,
  purchaseReceiveBench,
  salesVolumeBench,
  purchaseBench,
  stockProperBench,
  stockCountBench,
  returnsBench,
  loyaltyBench,
  billingBench,
  webBundleBench,
];
