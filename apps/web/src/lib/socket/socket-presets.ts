import { ReconnectingSocket, type ReconnectingSocketOptions } from './reconnecting-socket';

// SPEC §7.9 and §9: the driver (delivery) and chat sockets retry every 3 s and keep at most 100
// waiting messages, refusing new ones when full so the order of what was queued is kept.
export const DRIVER_SOCKET_PRESET = {
  reconnectIntervalMs: 3000,
  queue: { maxSize: 100, drop: 'drop-newest' },
} as const satisfies Partial<ReconnectingSocketOptions>;

export const CHAT_SOCKET_PRESET = DRIVER_SOCKET_PRESET;

export const USER_ID_REQUIRED = 'UserId is required for WebSocket connection';

type PresetOverrides = Omit<ReconnectingSocketOptions, 'url'>;

export type DriverSocketOptions = PresetOverrides & {
  userId: string | null | undefined;
  /** The address of the user's channel; the server owns the path. */
  urlFor: (userId: string) => string;
};

export type ChatSocketOptions = PresetOverrides & {
  userId: string | null | undefined;
  loginTime: string;
  urlFor: (userId: string, loginTime: string) => string;
};

const requireUserId = (
  userId: string | null | undefined,
  logger: PresetOverrides['logger'],
): string | null => {
  const trimmed = userId?.trim() ?? '';
  if (trimmed === '') {
    (logger ?? console).error(USER_ID_REQUIRED);
    return null;
  }
  return trimmed;
};

// An override of the queue size alone keeps the preset's drop rule.
const openWithPreset = (
  preset: typeof DRIVER_SOCKET_PRESET,
  options: PresetOverrides,
  url: string,
): ReconnectingSocket => {
  const socket = new ReconnectingSocket({
    ...preset,
    ...options,
    queue: { ...preset.queue, ...options.queue },
    url,
  });
  socket.connect();
  return socket;
};

/**
 * Opens the driver socket of a user's delivery channel. Without a user id it logs
 * 'UserId is required for WebSocket connection' and returns null: there is no channel to join.
 */
export const connectDriverSocket = ({
  userId,
  urlFor,
  ...options
}: DriverSocketOptions): ReconnectingSocket | null => {
  const id = requireUserId(userId, options.logger);
  return id === null ? null : openWithPreset(DRIVER_SOCKET_PRESET, options, urlFor(id));
};

/**
 * Opens the chat socket of a user's session (keyed by user id and login time). Its path needs a
 * user id just as the driver channel does, so it refuses in the same way without one.
 */
export const connectChatSocket = ({
  userId,
  loginTime,
  urlFor,
  ...options
}: ChatSocketOptions): ReconnectingSocket | null => {
  const id = requireUserId(userId, options.logger);
  return id === null ? null : openWithPreset(CHAT_SOCKET_PRESET, options, urlFor(id, loginTime));
};
