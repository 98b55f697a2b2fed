import { parentPort, workerData } from 'node:worker_threads';
import type { VrptwInput } from '@erp/domain';
// The solver alone: the package's index (every schema of every area) takes half a second to load,
// longer than a small day's whole solve.
import { solveVrptw } from '@erp/domain/vrptw';

// Runs one solve of the day off the main thread: a second or two of CPU that would otherwise
// stall every other request of this server instance.
parentPort?.postMessage(solveVrptw(workerData as VrptwInput));
