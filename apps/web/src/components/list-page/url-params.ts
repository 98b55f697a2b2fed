import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// The state of a list that does not use the spec vocabulary (a few switches, a page) in the URL,
// for the same reasons: bookmarks, the back button, and tabs that come back as they were.

export type ParamValue = string | number | boolean;
export type ParamDefaults = Record<string, ParamValue>;

/** Values from a query string, each read as the type of its default; bad values give the default. */
export const readParams = <T extends ParamDefaults>(defaults: T, params: URLSearchParams): T => {
  const values: Record<string, ParamValue> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (typeof fallback === 'number') {
      const n = Number(raw);
      if (raw.trim() !== '' && Number.isSafeInteger(n) && n >= 0) values[key] = n;
    } else if (typeof fallback === 'boolean') {
      if (raw === 'true' || raw === 'false') values[key] = raw === 'true';
    } else values[key] = raw;
  }
  return values as T;
};

/** The query string of the values that differ from their defaults. */
export const writeParams = <T extends ParamDefaults>(defaults: T, values: T): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== defaults[key] && value !== '') params.set(key, String(value));
  }
  return params;
};

export const useUrlParams = <T extends ParamDefaults>(defaults: T) => {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the value of params; defaults are constants of the page.
  const values = useMemo(() => readParams(defaults, params), [key]);
  const update = useCallback(
    (patch: Partial<T>) => setParams(writeParams(defaults, { ...values, ...patch } as T)),
    [values, setParams, defaults],
  );
  return [values, update] as const;
};
