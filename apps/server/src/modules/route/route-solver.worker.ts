import { parentPort, workerData } from 'node:worker_threads';
import { type OptimizeRouteInput, optimizeRoute } from '@erp/domain';

// Runs one solve off the main thread, so a 1 000-stop search (up to a second of CPU) does not
// stall every other request of this server instance.
parentPort?.postMessage(optimizeRoute(workerData as OptimizeRouteInput));
