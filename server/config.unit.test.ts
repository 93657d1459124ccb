import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

describe('configFromEnv', () => {
  it('reads TRUST_PROXY as none, any, a number of hops, or addresses', () => {
    const of = (v?: string) => configFromEnv(v === undefined ? {} : { TRUST_PROXY: v }).trustProxy;
    expect([of(), of(''), of('false'), of('true'), of('1'), of('10.0.0.1,10.0.0.0/8')]).toEqual([
      false,
      false,
      false,
      true,
      1,
      '10.0.0.1,10.0.0.0/8',
    ]);
  });
});
