import { ACCESS_LOG_EXEMPT_PATHS } from '@erp/domain';

const EXEMPT: ReadonlySet<string> = new Set(ACCESS_LOG_EXEMPT_PATHS);

/**
 * The path recorded for a route (SPEC §2.3): the route pattern with its parameter segments cut
 * off, so /Company/CustomerOrderHistory/:custcode counts as /Company/CustomerOrderHistory.
 */
export const accessLogPath = (routePattern: string): string => {
  const kept: string[] = [];
  for (const segment of routePattern.split('/').slice(1)) {
    if (segment.startsWith(':') || segment === '*') break;
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
};

export const isAccessLogExempt = (path: string): boolean => EXEMPT.has(path);

export type AccessLogEntry = { pagePath: string; pageName: string };

/** The entry to record for a navigation, or null for the exempt public entry points. */
export const accessLogEntryFor = (routePattern: string, routeName: string): AccessLogEntry | null => {
  const pagePath = accessLogPath(routePattern);
  return isAccessLogExempt(pagePath) ? null : { pagePath, pageName: routeName };
};
