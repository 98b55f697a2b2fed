import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_LAYERS } from '../platform/http/server-module.js';
import { SERVER_MODULES } from './modules.js';

// Module boundaries (DESIGN §3): modules depend in one direction, catalogue → ledgers →
// documents → reports → portals, with no cycle between modules and none between files; platform
// code never imports a module (only the generated wiring does). Read from the real imports.
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The tangle found when the check was written (issue #14) is undone: the list stays empty. A new
// violation is cut (move the code to the module that owns it, or read through ctx.ports), never
// listed here; the test also fails on a line that no longer holds.
const KNOWN_VIOLATIONS: readonly string[] = [];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

/** Relative imports of a file, resolved to source files (`.js` in the import is the `.ts` here). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), (m[1] ?? '').replace(/\.js$/, '.ts')),
  );

const moduleOf = (file: string): string | null => {
  const relative = path.relative(path.join(SRC, 'modules'), file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  // Files beside the module folders (the generated list, verify-ledgers) belong to no module.
  return parts.length > 1 ? (parts[0] ?? null) : null;
};

const files = sourceFiles(SRC);
const edges = new Map(
  files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]),
);

/** Strongly connected components with more than one node (Tarjan). */
const cyclesOf = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
};

const moduleViolations = (): string[] => {
  const layerOf = new Map(SERVER_MODULES.map((m) => [m.name, MODULE_LAYERS.indexOf(m.layer)]));
  const moduleEdges = new Map<string, Set<string>>();
  for (const [file, targets] of edges) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) moduleEdges.set(from, (moduleEdges.get(from) ?? new Set()).add(to));
    }
  }
  const violations: string[] = [];
  for (const [from, targets] of moduleEdges) {
    for (const to of targets) {
      const [a, b] = [layerOf.get(from) ?? -1, layerOf.get(to) ?? -1];
      if (b > a) violations.push(`layer: ${from} (${MODULE_LAYERS[a]}) → ${to} (${MODULE_LAYERS[b]})`);
    }
  }
  const graph = new Map([...moduleEdges].map(([from, targets]) => [from, [...targets]]));
  for (const component of cyclesOf(graph)) {
    // A cycle of two modules reads as a pair; a longer one lists its members.
    violations.push(`cycle: ${component.join(' ↔ ')}`);
  }
  return violations.sort();
};

describe('module order', () => {
  it('gives every module folder an index with a known layer', () => {
    const folders = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(SERVER_MODULES.map((m) => m.name).sort()).toEqual(folders);
    for (const module of SERVER_MODULES) expect(MODULE_LAYERS).toContain(module.layer);
  });

  it('has no module importing a later layer and no cycle between modules, beyond the known ones', () => {
    const violations = moduleViolations();
    expect(
      violations.filter((v) => !KNOWN_VIOLATIONS.includes(v)),
      'new violations',
    ).toEqual([]);
    expect(
      KNOWN_VIOLATIONS.filter((v) => !violations.includes(v)),
      'fixed: remove them from KNOWN_VIOLATIONS',
    ).toEqual([]);
  });

  it('keeps platform code free of module imports, except the generated wiring', () => {
    const wiring = new Set(['platform/db/schema.ts', 'platform/http/app.ts']);
    const offenders = [...edges]
      .filter(
        ([file]) => file.startsWith(path.join(SRC, 'platform')) && !wiring.has(path.relative(SRC, file)),
      )
      .filter(([, targets]) => targets.some((target) => moduleOf(target)))
      .map(([file]) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('has no import cycle between files outside the known module cycles', () => {
    const knownModules = new Set(
      KNOWN_VIOLATIONS.filter((v) => v.startsWith('cycle: ')).flatMap((v) => v.slice(7).split(' ↔ ')),
    );
    const cycles = cyclesOf(edges)
      .map((component) => component.map((file) => path.relative(SRC, file)))
      .filter(
        (component) => !component.every((file) => knownModules.has(moduleOf(path.join(SRC, file)) ?? '')),
      );
    expect(cycles).toEqual([]);
  });
});
