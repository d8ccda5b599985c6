// Ports for the scripts' own servers and checks: one free now, and whether one accepts connections.
import { connect, createServer } from 'node:net';

/** A TCP port free on `host` at this moment (the kernel's choice). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on address:port within 500 ms; true when either is unknown. */
export function listening(address, port) {
  if (!address || !port) return Promise.resolve(true);
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 500 });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
