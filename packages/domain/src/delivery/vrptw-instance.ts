import type { VrptwInput } from './vrptw.types.js';

// Solomon instances in the TSPLIB-like CVRPTW format LKH-3 reads (../shared/data/solomon): header
// fields (VEHICLES, CAPACITY, SERVICE_TIME, SCALE, EDGE_WEIGHT_TYPE) and the sections
// NODE_COORD_SECTION, DEMAND_SECTION, TIME_WINDOW_SECTION, optional SERVICE_TIME_SECTION and
// DEPOT_SECTION. With SCALE s an edge costs floor(s × distance) (FLOOR_2D) or its rounding
// (EUC_2D), travel time equals cost, and windows and service times are multiplied by s too.
// Reading the file is the caller's business (the domain package does no I/O).

export type VrptwInstance = {
  name: string;
  /** File node ids (1-based), index = node. */
  ids: number[];
  depot: number;
  input: Omit<VrptwInput, 'timeLimitMs' | 'seed'>;
};

const SECTIONS = [
  'NODE_COORD_SECTION',
  'DEMAND_SECTION',
  'TIME_WINDOW_SECTION',
  'SERVICE_TIME_SECTION',
  'DEPOT_SECTION',
];

export const parseVrptw = (text: string): VrptwInstance => {
  const headers = new Map<string, string>();
  const sections = new Map<string, number[][]>();
  let section: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line === 'EOF') continue;
    if (SECTIONS.includes(line.split(/\s|:/)[0]!)) {
      section = line.split(/\s|:/)[0]!;
      sections.set(section, []);
      continue;
    }
    const header = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (header) {
      headers.set(header[1]!, header[2]!.trim());
      section = null;
      continue;
    }
    if (!section) throw new Error(`VRPTW: unreadable line: ${line}`);
    const values = line.split(/\s+/).map(Number);
    if (values.some((v) => !Number.isFinite(v))) throw new Error(`VRPTW: unreadable line: ${line}`);
    sections.get(section)!.push(values);
  }
  const dimension = Number(headers.get('DIMENSION'));
  const vehicles = Number(headers.get('VEHICLES'));
  const capacity = Number(headers.get('CAPACITY'));
  const scale = Number(headers.get('SCALE') ?? 1);
  const weight = headers.get('EDGE_WEIGHT_TYPE') ?? 'EUC_2D';
  if (!Number.isInteger(dimension) || dimension < 2)
    throw new Error('VRPTW: DIMENSION must be an integer ≥ 2');
  if (!Number.isInteger(vehicles) || vehicles < 1)
    throw new Error('VRPTW: VEHICLES must be a positive integer');
  if (!Number.isFinite(capacity) || capacity <= 0) throw new Error('VRPTW: CAPACITY must be positive');
  if (weight !== 'FLOOR_2D' && weight !== 'EUC_2D')
    throw new Error(`VRPTW: EDGE_WEIGHT_TYPE ${weight} is not supported`);
  const coords = sections.get('NODE_COORD_SECTION') ?? [];
  if (coords.length !== dimension)
    throw new Error(`VRPTW: ${coords.length} coordinates for DIMENSION ${dimension}`);
  const ids = coords.map((c) => c[0]!);
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const byId = (name: string, width: number) => {
    const out = new Map<number, number[]>();
    for (const row of sections.get(name) ?? []) {
      if (row.length !== width + 1) throw new Error(`VRPTW: ${name} line has ${row.length} fields`);
      if (!indexOf.has(row[0]!)) throw new Error(`VRPTW: ${name} names unknown node ${row[0]}`);
      out.set(row[0]!, row.slice(1));
    }
    return out;
  };
  const demand = byId('DEMAND_SECTION', 1);
  const windows = byId('TIME_WINDOW_SECTION', 2);
  const services = byId('SERVICE_TIME_SECTION', 1);
  const depotId = (sections.get('DEPOT_SECTION') ?? []).map((r) => r[0]!).find((v) => v > 0) ?? ids[0]!;
  const depot = indexOf.get(depotId);
  if (depot === undefined) throw new Error(`VRPTW: depot ${depotId} is not a node`);
  const serviceAll = Number(headers.get('SERVICE_TIME') ?? 0);
  const round = weight === 'FLOOR_2D' ? Math.floor : Math.round;
  const matrix = coords.map((a) =>
    coords.map((b) => round(scale * Math.hypot(a[1]! - b[1]!, a[2]! - b[2]!))),
  );
  const nodes = ids.map((id, i) => {
    const w = windows.get(id) ?? [0, Number.MAX_SAFE_INTEGER / (scale * 4)];
    return {
      demand: demand.get(id)?.[0] ?? 0,
      ready: w[0]! * scale,
      due: w[1]! * scale,
      service: i === depot ? 0 : (services.get(id)?.[0] ?? serviceAll) * scale,
    };
  });
  const shift = nodes[depot]!;
  return {
    name: headers.get('NAME') ?? '',
    ids,
    depot,
    input: {
      matrix,
      nodes,
      vehicles: Array.from({ length: vehicles }, () => ({
        start: depot,
        end: depot,
        capacity,
        ready: shift.ready,
        due: shift.due,
      })),
      customers: ids.map((_, i) => i).filter((i) => i !== depot),
    },
  };
};
