// Route paths in Fastify and React Router syntax (`/X/:code`), shared by endpoint contracts and
// the screen catalogue, so a link and an API address are built the same way.

export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathValues<P extends string> = Record<PathParamNames<P>, string | number>;

/**
 * Fills a route's `:param` segments (encoded). A missing value is a programming error, so it
 * throws rather than linking to `/undefined`.
 */
export const fillPath = (
  path: string,
  values: Readonly<Record<string, string | number | undefined>>,
): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${path}: ${name} 값이 없습니다.`);
    return encodeURIComponent(String(value));
  });
