// The vehicle routing problem with capacities and time windows (VRPTW) that dispatch solves: the
// route engine's single route grown to several vehicles. Times and costs are in one unit (the
// travel time of an edge is its cost), as in the Solomon instances and a day of deliveries in
// seconds.

/** A place: a stop with its load and window, or a vehicle's start or end (demand 0). */
export type VrptwNode = {
  demand: number;
  /** Earliest start of service; arriving earlier means waiting. */
  ready: number;
  /** Latest start of service; arriving later is not allowed. */
  due: number;
  service: number;
};

export type VrptwVehicle = {
  /** Node the vehicle leaves from and the node it returns to. */
  start: number;
  end: number;
  capacity: number;
  /** The shift: leaves no earlier than `ready`, back at `end` no later than `due`. */
  ready: number;
  due: number;
};

export type VrptwInput = {
  /** matrix[i][j]: travel time (= cost) from node i to node j. */
  matrix: readonly (readonly number[])[];
  nodes: readonly VrptwNode[];
  vehicles: readonly VrptwVehicle[];
  /** The nodes to serve. */
  customers: readonly number[];
  /**
   * Stops the dispatcher placed by hand: they stay with their vehicle, in this order; the solver
   * only puts other stops before, between and after them.
   */
  locked?: readonly { vehicle: number; nodes: readonly number[] }[];
  timeLimitMs?: number;
  /** A wall-clock end (epoch ms, Date.now()) the search also stops at: a worker's start-up counts. */
  deadline?: number;
  /** Stop after this many ruin-and-recreate rounds even if time remains (tests). */
  maxIterations?: number;
  seed?: number;
  /** Search settings (annealing start and end as multiples of a mean edge, stops removed a round, chains). */
  tuning?: { t0?: number; tf?: number; cBar?: number; chains?: number; routeRuin?: number };
};

export type VrptwResult = {
  /** One route per vehicle (in input order), the nodes it serves in visiting order; [] = unused. */
  routes: number[][];
  /** Customers no vehicle could take within capacity and windows. */
  unassigned: number[];
  /** Total travel cost of the routes. */
  cost: number;
  vehicleCount: number;
  iterations: number;
};
