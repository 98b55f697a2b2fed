// SPEC §5 and §9: toast settings. Callers pass loose options (often from user-facing code), so
// anything outside the rules falls back to the default instead of breaking the message.
export const TOAST_TYPES = ['default', 'success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_POSITIONS = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export type ToastOptions = {
  type: ToastType;
  /** How long a toast stays, in milliseconds. */
  duration: number;
  position: ToastPosition;
  /** Most toasts on screen at once. */
  maxCount: number;
  /** Length of the fade-out, in milliseconds. */
  fadeOut: number;
};

export const TOAST_DEFAULTS: Readonly<ToastOptions> = {
  type: 'default',
  duration: 2000,
  position: 'top-right',
  maxCount: 20,
  fadeOut: 300,
};

export const TOAST_CONTAINER_MAX_WIDTH_PX = 350;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Complete toast settings from partial, untrusted options. The type must be one of default,
 * success, error, warning, info; the max count is taken only when it is a number above 0 (a
 * fraction is cut to a whole count, never below 1); durations must be numbers of 0 ms or more.
 * Text such as '5' is not a number here and falls back to the default.
 */
export const parseToastOptions = (options?: unknown): ToastOptions => {
  const input = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const { maxCount } = input;
  return {
    type: isOneOf(TOAST_TYPES, input.type) ? input.type : TOAST_DEFAULTS.type,
    duration: isNonNegativeNumber(input.duration) ? input.duration : TOAST_DEFAULTS.duration,
    position: isOneOf(TOAST_POSITIONS, input.position) ? input.position : TOAST_DEFAULTS.position,
    maxCount:
      typeof maxCount === 'number' && Number.isFinite(maxCount) && maxCount > 0
        ? Math.max(1, Math.floor(maxCount))
        : TOAST_DEFAULTS.maxCount,
    fadeOut: isNonNegativeNumber(input.fadeOut) ? input.fadeOut : TOAST_DEFAULTS.fadeOut,
  };
};
