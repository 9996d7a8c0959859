/**
 * A WebSocket server that only echoes each frame, with a blank page of its own origin, in a
 * process of its own (as browser mode is), so the bench's process and its DevTools traffic do not
 * delay the answers. Prints its URL on the first line of stdout.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'

const server = createServer((_request, response) =>
  response
    .writeHead(200, { 'content-type': 'text/html' })
    .end('<!doctype html><title>echo</title>'),
)
new WebSocketServer({ server }).on('connection', (socket) =>
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })),
)
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  process.stdout.write(`http://127.0.0.1:${port}/\n`)
})
process.on('SIGTERM', () => process.exit(0))
