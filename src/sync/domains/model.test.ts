import { describe, expect, it } from 'vitest';
import { mapDomain, parseDomainInput, readNodeInfo } from './model';

describe('parseDomainInput', () => {
  it('reads a bare name, an address or a handle as the domain, in lower case', () => {
    expect(parseDomainInput('  Pod.Example.org ')).toBe('pod.example.org');
    expect(parseDomainInput('https://Pod.Example.org/@alice?x=1')).toBe('pod.example.org');
    expect(parseDomainInput('http://pod.example.org:8443/')).toBe('pod.example.org');
    expect(parseDomainInput('@alice@pod.example.org')).toBe('pod.example.org');
    expect(parseDomainInput('alice@pod.example.org')).toBe('pod.example.org');
    expect(parseDomainInput('xn--bcher-kva.example.')).toBe('xn--bcher-kva.example');
  });

  it('refuses what is not a host name with a dot', () => {
    for (const text of [
      '',
      '   ',
      'localhost',
      'not a domain.org',
      '-bad.example',
      'bad-.example',
      'a..example',
      'ex_ample.org',
    ]) {
      expect(parseDomainInput(text), text).toBeNull();
    }
  });
});

describe('domains from the pod', () => {
  it('reads the node info: not fetched, fetched with its software, or failed', () => {
    expect(readNodeInfo({})).toEqual({ status: 'unknown' });
    expect(readNodeInfo(null)).toEqual({ status: 'unknown' });
    expect(
      readNodeInfo({
        status: 'ok',
        payload: { software: { name: 'funkwhale', version: '1.4.0' }, metadata: { nodeName: 'Harbour' } },
      }),
    ).toEqual({ status: 'ok', softwareName: 'funkwhale', softwareVersion: '1.4.0', nodeName: 'Harbour' });
    expect(readNodeInfo({ status: 'ok', payload: 'odd' })).toEqual({
      status: 'ok',
      softwareName: null,
      softwareVersion: null,
      nodeName: null,
    });
    expect(readNodeInfo({ status: 'error', error: 'timeout' })).toEqual({ status: 'error', error: 'timeout' });
  });

  it('maps the manage shape, with the defaults of a sparse answer', () => {
    expect(mapDomain({ name: 'a.example', instance_policy: 3, allowed: true, actors_count: 2 })).toEqual({
      name: 'a.example',
      firstSeen: null,
      users: 2,
      receivedMessages: 0,
      nodeInfo: { status: 'unknown' },
      nodeInfoCheckedAt: null,
      policyId: 3,
      allowed: true,
    });
  });
});
