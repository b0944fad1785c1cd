import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { capConnectionsPerClient } from './connection-limits';

/** Just what the cap reads of a socket: its address, destroy() and the close that follows. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string | undefined) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
}

function cappedServer(max: number) {
  const server = new EventEmitter();
  capConnectionsPerClient(server as unknown as Parameters<typeof capConnectionsPerClient>[0], max);
  return (address: string | undefined) => {
    const socket = new FakeSocket(address);
    server.emit('connection', socket as unknown as Socket);
    return socket;
  };
}

describe('capConnectionsPerClient', () => {
  it('closes at once the connections of a client beyond the cap, and keeps the cap’s worth', () => {
    const connect = cappedServer(3);
    const kept = ['203.0.113.7', '::ffff:203.0.113.7', '203.0.113.7'].map(connect);
    expect(kept.map((socket) => socket.destroyed)).toEqual([false, false, false]);
    expect(connect('203.0.113.7').destroyed).toBe(true);
    expect(connect('::ffff:203.0.113.7').destroyed).toBe(true);
    expect(connect('203.0.113.8').destroyed).toBe(false);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const connect = cappedServer(2);
    expect(connect('2001:db8:1:2::1').destroyed).toBe(false);
    expect(connect('2001:db8:1:2:ffff::9').destroyed).toBe(false);
    expect(connect('2001:db8:1:2:abcd::42').destroyed).toBe(true);
    expect(connect('2001:db8:1:3::1').destroyed).toBe(false);
  });

  it('gives a client back its place when one of its connections closes', () => {
    const connect = cappedServer(2);
    const [first] = [connect('198.51.100.20'), connect('198.51.100.20')];
    expect(connect('198.51.100.20').destroyed).toBe(true);
    first!.destroy();
    expect(connect('198.51.100.20').destroyed).toBe(false);
    expect(connect('198.51.100.20').destroyed).toBe(true);
  });
});
