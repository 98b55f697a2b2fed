import path from 'node:path';
import { withParticle } from '@erp/domain';

// Every setting comes from the environment (DESIGN §5: no key in code). The README lists them.
export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginIpMaxPerMinute: number;
  loginAccountMaxPerMinute: number;
  webDistDir: string;
  seedDemo: boolean;
  logLevel: string;
  redisUrl: string | undefined;
};

/** A setting the server cannot start with; main prints its message alone and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const intEnv = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(
      `환경 변수 ${withParticle(name, '은/는')} ${min} 이상의 정수여야 합니다: ${raw} ` +
        `(${name} must be an integer of at least ${min})`,
    );
  }
  return value;
};

// An idle time-out shorter than this logs a clerk out while they read a screen; 0 would end
// every session at its next request.
export const MIN_SESSION_IDLE_MINUTES = 5;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  port: intEnv(env, 'PORT', 3000),
  host: env.HOST ?? '0.0.0.0',
  dataDir: path.resolve(env.DATA_DIR ?? './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  cookieSecure: env.COOKIE_SECURE === 'true',
  sessionIdleMinutes: intEnv(env, 'SESSION_IDLE_MINUTES', 120, MIN_SESSION_IDLE_MINUTES),
  sessionAbsoluteHours: intEnv(env, 'SESSION_ABSOLUTE_HOURS', 12, 1),
  loginMaxFailures: intEnv(env, 'LOGIN_MAX_FAILURES', 5),
  loginLockMinutes: intEnv(env, 'LOGIN_LOCK_MINUTES', 15),
  loginIpMaxPerMinute: intEnv(env, 'LOGIN_IP_MAX_PER_MINUTE', 30),
  loginAccountMaxPerMinute: intEnv(env, 'LOGIN_ACCOUNT_MAX_PER_MINUTE', 10),
  webDistDir: path.resolve(env.WEB_DIST_DIR ?? new URL('../../../web/dist', import.meta.url).pathname),
  seedDemo: env.SEED_DEMO !== 'false',
  logLevel: env.LOG_LEVEL ?? 'info',
  redisUrl: env.REDIS_URL || undefined,
});
