import { describe, expect, it } from 'vitest';
import { euclideanNintMatrix } from './route-distance.js';
import { routeDistance } from './route-optimize.js';
import { parseTsplib } from './route-tsplib.js';

const square = `NAME : square4
COMMENT : four corners
TYPE : TSP
DIMENSION : 4
EDGE_WEIGHT_TYPE : EUC_2D
NODE_COORD_SECTION
1 0 0
3 10.0 10.0
2 10.0 0
4 0 10
EOF
`;

describe('parseTsplib', () => {
  it('reads the header and the coordinates in city-id order', () => {
    const instance = parseTsplib(square);
    expect(instance.name).toBe('square4');
    expect(instance.comment).toBe('four corners');
    expect(instance.dimension).toBe(4);
    expect(instance.coordinates).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
    expect(routeDistance(euclideanNintMatrix(instance.coordinates), [0, 1, 2, 3], true)).toBe(40);
  });

  it('accepts Windows line ends and headers without spaces around the colon', () => {
    const instance = parseTsplib(square.replaceAll(' : ', ':').replaceAll('\n', '\r\n'));
    expect(instance.dimension).toBe(4);
  });

  it('refuses other edge weight types, a short coordinate section and a repeated city', () => {
    expect(() => parseTsplib(square.replace('EUC_2D', 'GEO'))).toThrow(/EUC_2D/);
    expect(() => parseTsplib(square.replace('4 0 10\n', ''))).toThrow(/3 coordinates/);
    expect(() => parseTsplib(square.replace('4 0 10', '3 0 10'))).toThrow(/twice/);
    expect(() => parseTsplib(square.replace('NODE_COORD_SECTION', ''))).toThrow();
  });
});
