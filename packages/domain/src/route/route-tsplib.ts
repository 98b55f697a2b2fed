// A parser for TSPLIB (Reinelt 1991) EUC_2D instances: text in, coordinates out. Reading the file
// is the caller's business (the domain package does no I/O).
import type { PlanePoint } from './route-distance.js';

export type TsplibInstance = {
  name: string;
  comment: string;
  dimension: number;
  edgeWeightType: 'EUC_2D';
  /** City i of the file (1-based id i + 1), in file order. */
  coordinates: PlanePoint[];
};

const headerPattern = /^([A-Z_]+)\s*:\s*(.*)$/;

export const parseTsplib = (text: string): TsplibInstance => {
  const headers = new Map<string, string>();
  const lines = text.split(/\r?\n/);
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    if (line.startsWith('NODE_COORD_SECTION')) break;
    if (line === 'EOF') break;
    const match = headerPattern.exec(line);
    if (match === null) throw new Error(`TSPLIB: unreadable header line ${index + 1}: ${line}`);
    headers.set(match[1]!, match[2]!.trim());
  }
  const edgeWeightType = headers.get('EDGE_WEIGHT_TYPE');
  if (edgeWeightType !== 'EUC_2D') {
    throw new Error(
      `TSPLIB: only EDGE_WEIGHT_TYPE EUC_2D is supported, not ${edgeWeightType ?? '(missing)'}`,
    );
  }
  const type = headers.get('TYPE');
  if (type !== undefined && type !== 'TSP')
    throw new Error(`TSPLIB: only TYPE TSP is supported, not ${type}`);
  const dimension = Number(headers.get('DIMENSION'));
  if (!Number.isInteger(dimension) || dimension < 1)
    throw new Error('TSPLIB: DIMENSION must be a positive integer');
  if (index >= lines.length || !lines[index]!.trim().startsWith('NODE_COORD_SECTION')) {
    throw new Error('TSPLIB: NODE_COORD_SECTION is missing');
  }

  const coordinates: (PlanePoint | undefined)[] = new Array(dimension);
  let count = 0;
  for (index += 1; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    if (line === 'EOF') break;
    const fields = line.split(/\s+/);
    const id = Number(fields[0]);
    const x = Number(fields[1]);
    const y = Number(fields[2]);
    if (fields.length !== 3 || !Number.isInteger(id) || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new Error(`TSPLIB: unreadable coordinate line ${index + 1}: ${line}`);
    }
    if (id < 1 || id > dimension) throw new Error(`TSPLIB: city id ${id} is outside 1..${dimension}`);
    if (coordinates[id - 1] !== undefined) throw new Error(`TSPLIB: city id ${id} appears twice`);
    coordinates[id - 1] = { x, y };
    count += 1;
  }
  if (count !== dimension) throw new Error(`TSPLIB: ${count} coordinates for DIMENSION ${dimension}`);
  return {
    name: headers.get('NAME') ?? '',
    comment: headers.get('COMMENT') ?? '',
    dimension,
    edgeWeightType: 'EUC_2D',
    coordinates: coordinates as PlanePoint[],
  };
};
