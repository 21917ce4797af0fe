import { createServer, type AddressInfo } from 'node:net'

/** A loopback port nobody listens on now: for tests and benches that start real server processes. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}
