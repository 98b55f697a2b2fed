// Client side of the realtime channels (SPEC §4, §7.9, §8, §9). A dropped connection is retried
// on a timer a limited number of times; messages sent meanwhile wait in a bounded queue; send
// and parse failures are logged and never thrown, because a socket hiccup must not break the
// screen that is using it.

export type SocketState = 'connecting' | 'connected' | 'disconnected';

/** Which message gives way when the queue is full: the oldest queued one or the one being sent. */
export type QueueDrop = 'drop-oldest' | 'drop-newest';
export type QueuePolicy = { maxSize: number; drop: QueueDrop };

/** The part of the browser WebSocket this client uses, so tests can hand in a fake. */
export type WebSocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onclose' | 'onerror' | 'onmessage'
>;

export type SocketLogger = {
  warn: (message: string, ...details: unknown[]) => void;
  error: (message: string, ...details: unknown[]) => void;
};

export type ReconnectingSocketOptions = {
  url: string;
  reconnectIntervalMs?: number;
  maxReconnectAttempts?: number;
  queue?: Partial<QueuePolicy>;
  createSocket?: (url: string) => WebSocketLike;
  logger?: SocketLogger;
};

export type MessageListener = (message: unknown) => void;
export type StateListener = (state: SocketState) => void;

// SPEC §9 defaults: 5 s between attempts, 5 attempts, a queue without limit that would drop the
// oldest message if a limit were set.
export const DEFAULT_RECONNECT_INTERVAL_MS = 5000;
export const DEFAULT_MAX_RECONNECT_ATTEMPTS = 5;
export const DEFAULT_QUEUE_POLICY: Readonly<QueuePolicy> = {
  maxSize: Number.POSITIVE_INFINITY,
  drop: 'drop-oldest',
};

export const SOCKET_NOT_CONNECTED = 'Socket is not connected';

// WebSocket.OPEN, written out because Node (where the tests run) has no WebSocket global.
const OPEN = 1;

const defaultCreateSocket = (url: string): WebSocketLike => new WebSocket(url);

export class ReconnectingSocket {
  readonly url: string;
  private readonly intervalMs: number;
  private readonly maxAttempts: number;
  private readonly queuePolicy: QueuePolicy;
  private readonly createSocket: (url: string) => WebSocketLike;
  private readonly logger: SocketLogger;
  private readonly messageListeners = new Set<MessageListener>();
  private readonly stateListeners = new Set<StateListener>();
  private readonly queue: string[] = [];
  private socket: WebSocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  // Set when the timed retries ran out: the next send starts a new round.
  private exhausted = false;
  // Set by close(): the caller wants no connection, so nothing reconnects on its own.
  private stopped = true;
  private currentState: SocketState = 'disconnected';

  constructor(options: ReconnectingSocketOptions) {
    this.url = options.url;
    this.intervalMs = Math.max(0, options.reconnectIntervalMs ?? DEFAULT_RECONNECT_INTERVAL_MS);
    this.maxAttempts = Math.max(0, options.maxReconnectAttempts ?? DEFAULT_MAX_RECONNECT_ATTEMPTS);
    this.queuePolicy = {
      maxSize: Math.max(0, options.queue?.maxSize ?? DEFAULT_QUEUE_POLICY.maxSize),
      drop: options.queue?.drop ?? DEFAULT_QUEUE_POLICY.drop,
    };
    this.createSocket = options.createSocket ?? defaultCreateSocket;
    this.logger = options.logger ?? console;
  }

  get state(): SocketState {
    return this.currentState;
  }

  /** Messages waiting for the connection. */
  get queuedCount(): number {
    return this.queue.length;
  }

  /** Opens the connection; does nothing while one is open or being opened. */
  connect(): void {
    this.stopped = false;
    this.exhausted = false;
    this.attempts = 0;
    if (this.currentState !== 'disconnected' || this.retryTimer !== null) return;
    this.open();
  }

  /** Closes the connection for good: no retries, and later sends are refused until connect(). */
  close(): void {
    this.stopped = true;
    this.exhausted = false;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      try {
        socket.close();
      } catch (error) {
        this.logger.error('Socket close failed', error);
      }
    }
    this.setState('disconnected');
  }

  /**
   * Sends a message (text as is, anything else as JSON). While the connection is being opened or
   * a retry is pending the message is queued. With no connection and no retry pending it logs
   * 'Socket is not connected' and sends nothing; if the retries had run out, a new round starts.
   * Returns whether the message was sent or queued.
   */
  send(message: unknown): boolean {
    const payload = this.serialize(message);
    if (payload === null) return false;
    const socket = this.socket;
    if (this.currentState === 'connected' && socket && socket.readyState === OPEN) {
      return this.transmit(socket, payload);
    }
    // A socket that reports connected but is no longer open is closing: its close event starts a
    // retry, so the message waits for that like any other sent while reconnecting.
    const reconnecting =
      this.currentState === 'connecting' ||
      this.retryTimer !== null ||
      (this.currentState === 'connected' && !this.stopped);
    if (reconnecting) return this.enqueue(payload);
    this.logger.warn(SOCKET_NOT_CONNECTED);
    if (this.exhausted && !this.stopped) {
      this.exhausted = false;
      this.attempts = 0;
      this.open();
    }
    return false;
  }

  /** Listens to parsed incoming messages; returns the function that stops listening. */
  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Listens to state changes; returns the function that stops listening. */
  onStateChange(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private open(): void {
    this.setState('connecting');
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch (error) {
      this.logger.error('Socket connection failed', error);
      this.handleClose();
      return;
    }
    this.socket = socket;
    // Events of a socket that has since been replaced or closed are ignored.
    socket.onopen = () => {
      if (this.socket === socket) this.handleOpen(socket);
    };
    socket.onclose = () => {
      if (this.socket === socket) {
        this.socket = null;
        this.handleClose();
      }
    };
    socket.onerror = (event) => {
      if (this.socket === socket) this.logger.error('Socket error', event);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
  }

  private handleOpen(socket: WebSocketLike): void {
    this.attempts = 0;
    this.exhausted = false;
    this.setState('connected');
    while (this.queue.length > 0 && this.socket === socket && socket.readyState === OPEN) {
      const payload = this.queue.shift();
      if (payload !== undefined) this.transmit(socket, payload);
    }
  }

  private handleClose(): void {
    this.setState('disconnected');
    if (this.stopped) return;
    if (this.attempts >= this.maxAttempts) {
      this.exhausted = true;
      return;
    }
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, this.intervalMs);
  }

  private receive(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch (error) {
      this.logger.error('Socket message parse failed', error);
      return;
    }
    for (const listener of this.messageListeners) {
      try {
        listener(message);
      } catch (error) {
        this.logger.error('Socket message handler failed', error);
      }
    }
  }

  private serialize(message: unknown): string | null {
    if (typeof message === 'string') return message;
    try {
      const json = JSON.stringify(message);
      if (typeof json === 'string') return json;
      this.logger.error('Socket message cannot be sent as JSON', message);
    } catch (error) {
      this.logger.error('Socket message cannot be sent as JSON', error);
    }
    return null;
  }

  private transmit(socket: WebSocketLike, payload: string): boolean {
    try {
      socket.send(payload);
      return true;
    } catch (error) {
      this.logger.error('Socket send failed', error);
      return false;
    }
  }

  private enqueue(payload: string): boolean {
    const { maxSize, drop } = this.queuePolicy;
    if (this.queue.length >= maxSize) {
      if (drop === 'drop-newest' || maxSize === 0) {
        this.logger.warn('Socket queue is full; message dropped');
        return false;
      }
      this.queue.shift();
      this.logger.warn('Socket queue is full; oldest message dropped');
    }
    this.queue.push(payload);
    return true;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
  }

  private setState(state: SocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    for (const listener of this.stateListeners) {
      try {
        listener(state);
      } catch (error) {
        this.logger.error('Socket state handler failed', error);
      }
    }
  }
}
