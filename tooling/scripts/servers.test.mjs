import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { listeners, runPorts, stopLeftServers } from './servers.mjs';

const made = [];
after(() => {
  for (const path of made) rmSync(path, { recursive: true, force: true });
});

/** A free port on the loopback. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server left listening, as a killed run would leave it: a process of its own, in `cwd`. */
async function leftServer(cwd, port) {
  const child = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('up'))`], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

test('issue 30 item 4: the ports of a run all follow E2E_PORT, so that two runs can share a machine', () => {
  // issue 36: the last one is the e2e run's OpenID provider.
  assert.deepEqual(runPorts({}), [4173, 4174, 4176, 4182, 5173, 5174, 5176, 7173]);
  assert.deepEqual(runPorts({ E2E_PORT: '6000' }), [6000, 6001, 6003, 6009, 7000, 7001, 7003, 9000]);
  assert.deepEqual(runPorts({ E2E_PORT: '6000', OIDC_PORT: '6500' }).at(-1), 6500);
});

test('issue 30 item 4: a server of this checkout left on a port of the run is stopped and named; another one is left alone', async () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'servers-root-')));
  const elsewhere = realpathSync(mkdtempSync(join(tmpdir(), 'servers-other-')));
  made.push(root, elsewhere);
  const [oursPort, otherPort] = [await freePort(), await freePort()];
  const ours = await leftServer(root, oursPort);
  const other = await leftServer(elsewhere, otherPort);
  try {
    assert.deepEqual(
      listeners([oursPort]).map(({ pid, port, cwd }) => ({ pid, port, cwd })),
      [{ pid: ours.pid, port: oursPort, cwd: root }],
    );
    const { stopped, others } = await stopLeftServers(root, [oursPort, otherPort]);
    assert.deepEqual(stopped.map((server) => server.pid), [ours.pid]);
    assert.deepEqual(others.map((server) => [server.pid, server.cwd]), [[other.pid, elsewhere]]);
    assert.deepEqual(listeners([oursPort]), []);
    assert.equal(listeners([otherPort]).length, 1);
  } finally {
    for (const child of [ours, other]) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // stopped by the test
      }
    }
  }
});
