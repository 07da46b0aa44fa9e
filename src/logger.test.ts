import { describe, expect, it } from 'vitest';
import { createLogger, logger, type LogSink } from './logger';

function recorder() {
  const lines: Array<[keyof LogSink, unknown[]]> = [];
  const record =
    (level: keyof LogSink) =>
    (...args: unknown[]) => {
      lines.push([level, args]);
    };
  const sink: LogSink = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    log: record('log'),
  };
  return { sink, lines };
}

function clock(...times: number[]) {
  let index = 0;
  return () => times[Math.min(index++, times.length - 1)] ?? 0;
}

describe('logger in development', () => {
  it('writes every level, time included', () => {
    const { sink, lines } = recorder();
    const log = createLogger({ production: false, sink, now: clock(10, 22.5) });
    log.debug('d', { a: 1 });
    log.info('i');
    log.warn('w');
    log.error('e', 'detail');
    const end = log.time('restore');
    expect(end()).toBe(12.5);
    expect(lines).toEqual([
      ['debug', ['d', { a: 1 }]],
      ['info', ['i']],
      ['warn', ['w']],
      ['error', ['e', 'detail']],
      ['log', ['restore: 12.5 ms']],
    ]);
  });

  it('prefixes the contexts of children', () => {
    const { sink, lines } = recorder();
    createLogger({ production: false, sink, context: 'sync' }).child('persist').warn('dropped');
    expect(lines).toEqual([['warn', ['[sync] [persist] dropped']]]);
  });
});

describe('logger in production', () => {
  it('silences debug and time, keeps info, warn and error', () => {
    const { sink, lines } = recorder();
    const log = createLogger({ production: true, sink, now: clock(0, 5) });
    log.debug('hidden');
    expect(log.time('hidden')()).toBe(5);
    log.child('db').info('shown');
    log.warn('shown');
    log.error('shown');
    expect(lines.map(([level]) => level)).toEqual(['info', 'warn', 'error']);
    expect(lines[0]?.[1]).toEqual(['[db] shown']);
  });
});

describe('the app logger', () => {
  it('follows the build mode (tests run as development)', () => {
    expect(logger.production).toBe(import.meta.env.PROD);
    expect(logger.production).toBe(false);
  });
});
