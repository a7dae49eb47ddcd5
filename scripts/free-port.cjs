// TCP ports free on 127.0.0.1 now (the system picks them), for the servers the tests, the bench and the cluster start.
const { createServer } = require('node:net');

/**
 * `count` distinct free ports. Each is held until all are picked: ports taken one after another and let go at once
 * can be the same port twice (a server then starts two of its listeners on one port: EADDRINUSE).
 */
async function freePorts(count) {
  const held = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      held.push(server);
    }
    return held.map((server) => server.address().port);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(() => resolve()))));
  }
}

/** One free port. */
async function freePort() {
  const [port] = await freePorts(1);
  return port;
}

module.exports = { freePort, freePorts };
