import { appendFile } from 'node:fs/promises';

// The message adapter of the QR customers' phone verification: SMS / 알림톡 shaped (a template
// code with variables, and the plain text a provider falls back to as SMS). Configured by env:
// CLIENT_MESSAGE_PROVIDER=http posts each message as JSON to CLIENT_MESSAGE_URL with
// CLIENT_MESSAGE_KEY as a bearer token and CLIENT_MESSAGE_SENDER as the sender number (the shape
// of the Korean gateways: { from, to, templateCode, variables, text }). Anything else is the fake:
// it keeps the messages in memory and, when CLIENT_MESSAGE_FAKE_FILE is set, appends them to
// that file (one JSON line each) so a test in another process can read the code. A code is
// never put in an API answer or on a screen.

export type OutgoingMessage = {
  to: string;
  templateCode: string;
  variables: Record<string, string>;
  text: string;
};

export type MessageAdapter = {
  readonly name: 'http' | 'fake';
  send: (message: OutgoingMessage) => Promise<void>;
};

export type MessageConfig = {
  provider: 'http' | 'fake';
  url: string | undefined;
  key: string | undefined;
  sender: string | undefined;
  fakeFile: string | undefined;
};

export const messageConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): MessageConfig => ({
  provider: env.CLIENT_MESSAGE_PROVIDER === 'http' ? 'http' : 'fake',
  url: env.CLIENT_MESSAGE_URL || undefined,
  key: env.CLIENT_MESSAGE_KEY || undefined,
  sender: env.CLIENT_MESSAGE_SENDER || undefined,
  fakeFile: env.CLIENT_MESSAGE_FAKE_FILE || undefined,
});

/** What the fake sent, newest last (API tests read the code here). */
export const fakeOutbox: OutgoingMessage[] = [];

export const fakeMessageAdapter = (file?: string): MessageAdapter => ({
  name: 'fake',
  send: async (message) => {
    fakeOutbox.push(message);
    if (fakeOutbox.length > 1000) fakeOutbox.shift();
    if (file) await appendFile(file, `${JSON.stringify(message)}\n`);
  },
});

export const httpMessageAdapter = (config: MessageConfig): MessageAdapter => ({
  name: 'http',
  send: async (message) => {
    if (!config.url) throw new Error('CLIENT_MESSAGE_URL is not set');
    const res = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
      },
      body: JSON.stringify({ from: config.sender ?? null, ...message }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`message gateway answered HTTP ${res.status}`);
  },
});

export const messageAdapterOf = (config: MessageConfig): MessageAdapter =>
  config.provider === 'http' ? httpMessageAdapter(config) : fakeMessageAdapter(config.fakeFile);

/** The last code the fake sent to a phone (tests only). */
export const lastFakeCode = (phone: string): string | undefined =>
  [...fakeOutbox].reverse().find((m) => m.to === phone && m.variables.code)?.variables.code;
