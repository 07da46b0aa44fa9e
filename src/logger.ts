// The one logger of Shoal (spec 01 section 9): levels info, warn, error, debug and time; a
// production build silences debug and time. A leaf module: every layer may import it, it imports
// nothing of ours, and importing it starts nothing.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'time';

/** Where lines go: the console, or a recorder in tests. */
export type LogSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error' | 'log'>;

interface LoggerOptions {
  /** Silences debug and time. Defaults to the build's mode (`import.meta.env.PROD`). */
  production?: boolean;
  sink?: LogSink;
  /** Put in front of every line as `[context]`. */
  context?: string;
  /** Milliseconds for `time`; performance.now() by default. */
  now?: () => number;
}

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  /** Starts a timer. The returned function logs `label: 12.3 ms` and returns the milliseconds. */
  time(label: string): () => number;
  /** The same logger with a context of its own (`[sync] [persist] ...`). */
  child(context: string): Logger;
  readonly production: boolean;
}

function buildMode(): boolean {
  // Optional chaining: code run outside Vite (tsx scripts) has no import.meta.env.
  return (import.meta as { env?: { PROD?: boolean } }).env?.PROD === true;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const production = options.production ?? buildMode();
  const sink = options.sink ?? console;
  const now = options.now ?? (() => performance.now());
  return build(production, sink, now, options.context ? [options.context] : []);
}

function build(production: boolean, sink: LogSink, now: () => number, contexts: readonly string[]): Logger {
  const prefix = contexts.map((context) => `[${context}] `).join('');
  return {
    production,
    debug: (message, ...details) => {
      if (!production) sink.debug(`${prefix}${message}`, ...details);
    },
    info: (message, ...details) => sink.info(`${prefix}${message}`, ...details),
    warn: (message, ...details) => sink.warn(`${prefix}${message}`, ...details),
    error: (message, ...details) => sink.error(`${prefix}${message}`, ...details),
    time: (label) => {
      const start = now();
      return () => {
        const elapsed = now() - start;
        if (!production) sink.log(`${prefix}${label}: ${elapsed.toFixed(1)} ms`);
        return elapsed;
      };
    },
    child: (context) => build(production, sink, now, [...contexts, context]),
  };
}

/** The app's logger, in the mode of the build. */
export const logger: Logger = createLogger();
