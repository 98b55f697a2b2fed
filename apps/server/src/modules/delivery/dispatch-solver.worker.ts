import { parentPort, workerData } from 'node:worker_threads';
import { solveVrptw, type VrptwInput } from '@erp/domain';

// Runs one solve of the day off the main thread: a second or two of CPU that would otherwise
// stall every other request of this server instance.
parentPort?.postMessage(solveVrptw(workerData as VrptwInput));
