import type { VrptwInput } from './vrptw.types.js';

/**
 * Recomputes a solution from scratch, independently of the solver's bookkeeping: every customer
 * served once, every load within its vehicle's capacity, every service started within its window
 * (waiting when early), every vehicle back within its shift. A Korean-free reason per problem, or
 * an empty list, and the cost it found.
 */
export const checkVrptwSolution = (
  input: Pick<VrptwInput, 'matrix' | 'nodes' | 'vehicles' | 'customers'>,
  routes: readonly (readonly number[])[],
  allowUnserved = false,
): { problems: string[]; cost: number } => {
  const problems: string[] = [];
  const seen = new Map<number, number>();
  let cost = 0;
  if (routes.length > input.vehicles.length)
    problems.push(`${routes.length} routes for ${input.vehicles.length} vehicles`);
  routes.forEach((route, k) => {
    const v = input.vehicles[k];
    if (!v || route.length === 0) return;
    let load = 0;
    let prev = v.start;
    let time = Math.max(v.ready, input.nodes[v.start]!.ready);
    let prevService = 0;
    for (const c of route) {
      seen.set(c, (seen.get(c) ?? 0) + 1);
      const node = input.nodes[c]!;
      load += node.demand;
      const leg = input.matrix[prev]![c]!;
      cost += leg;
      const arrive = time + prevService + leg;
      time = Math.max(arrive, node.ready);
      if (time > node.due)
        problems.push(`route ${k + 1}: node ${c} served at ${time} after its window ends at ${node.due}`);
      prev = c;
      prevService = node.service;
    }
    const back = input.matrix[prev]![v.end]!;
    cost += back;
    const home = time + prevService + back;
    const closes = Math.min(v.due, input.nodes[v.end]!.due);
    if (home > closes) problems.push(`route ${k + 1}: back at ${home} after ${closes}`);
    if (load > v.capacity) problems.push(`route ${k + 1}: load ${load} over capacity ${v.capacity}`);
  });
  for (const c of input.customers) {
    const n = seen.get(c) ?? 0;
    if (n > 1 || (n === 0 && !allowUnserved)) problems.push(`node ${c} served ${n} times`);
    seen.delete(c);
  }
  for (const c of seen.keys()) problems.push(`node ${c} is not a customer`);
  return { problems, cost };
};
