/** SPEC §9: at most 5 quick links. */
export const MAX_QUICK_LINKS = 5;

export type QuickLinks = { links: string[]; titles: string[] };

/** SPEC §9: digits and dots are stripped from stored titles (menu numbering such as "1.2"). */
export const cleanQuickTitle = (title: string): string =>
  title
    .replace(/[0-9.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Adds a page: a link already present is not added again; on the sixth the oldest is dropped.
 * Returns the same object when nothing changed, so callers can tell a duplicate.
 */
export const addQuickLink = (current: QuickLinks, link: string, title: string): QuickLinks => {
  if (current.links.includes(link)) return current;
  const links = [...current.links, link];
  const titles = [...current.titles, cleanQuickTitle(title)];
  const overflow = links.length - MAX_QUICK_LINKS;
  return overflow > 0 ? { links: links.slice(overflow), titles: titles.slice(overflow) } : { links, titles };
};

export const removeQuickLink = (current: QuickLinks, link: string): QuickLinks => {
  const index = current.links.indexOf(link);
  if (index < 0) return current;
  return {
    links: current.links.filter((_, i) => i !== index),
    titles: current.titles.filter((_, i) => i !== index),
  };
};

const stringArray = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Reads the two localStorage arrays back, pairing them and keeping the newest five. */
export const parseQuickLinks = (links: unknown, titles: unknown): QuickLinks => {
  const l = stringArray(links);
  const t = stringArray(titles);
  const count = Math.min(l.length, t.length);
  const start = Math.max(0, count - MAX_QUICK_LINKS);
  return { links: l.slice(start, count), titles: t.slice(start, count) };
};

/** SPEC §6: only admin and public staff record quick links. */
export const recordsQuickLinks = (role: string): boolean => role === 'admin' || role === 'public';
