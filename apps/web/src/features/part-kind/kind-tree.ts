import type { PartKind } from '@erp/domain';

export type KindNode = { key: string; kind: PartKind; children: KindNode[] };

/**
 * The flat kind list (already in tree order from the server) as a tree: each kind under its
 * parent, siblings by sort sequence then code. A kind whose parent is missing stays at the top,
 * so nothing the server sends is hidden.
 */
export const kindTree = (kinds: readonly PartKind[]): KindNode[] => {
  const nodes = new Map<string, KindNode>();
  for (const kind of kinds) nodes.set(kind.code, { key: kind.code, kind, children: [] });
  const roots: KindNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.kind.parentCode ? nodes.get(node.kind.parentCode) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: KindNode[]) => {
    list.sort((a, b) => a.kind.sortSeq - b.kind.sortSeq || a.key.localeCompare(b.key));
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
};

/** Codes of a kind and everything under it (to keep a search's match visible with its parents). */
export const matchingKeys = (roots: readonly KindNode[], term: string): Set<string> => {
  const found = new Set<string>();
  const q = term.trim();
  if (q === '') return found;
  const walk = (node: KindNode, trail: string[]) => {
    const here = [...trail, node.key];
    if (node.kind.name.includes(q) || node.key.startsWith(q.toUpperCase()) || node.kind.oldPaybackCode === q)
      for (const k of here) found.add(k);
    for (const child of node.children) walk(child, here);
  };
  for (const root of roots) walk(root, []);
  return found;
};
