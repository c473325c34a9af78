// The servers a run of the checks starts (issue 30 item 4): the e2e, budget, nginx and preview runs' front office and
// demo operator API, and the e2e run's OpenID provider (issue 36), on the ports tooling/vitest-config/ports.js derives
// from E2E_PORT. Playwright stops them at the end of each run; this finds any that an interrupted or killed run left
// listening, so that check.mjs can stop them before the next run meets "port already used", and say so. Linux only: it
// reads /proc (no `ss` or `lsof` needed).
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { runPorts } from '@frontoffice/vitest-config/ports';

export { runPorts };


/** The socket inodes listening on `ports` (TCP, IPv4 and IPv6), by inode. */
function listeningInodes(ports) {
  const found = new Map();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
      const port = Number.parseInt(fields[1]?.split(':').pop() ?? '', 16);
      if (fields[3] === '0A' && ports.includes(port)) found.set(fields[9], port);
    }
  }
  return found;
}

/** The processes listening on `ports`: their pid, port, command line and working directory. */
export function listeners(ports) {
  const inodes = listeningInodes(ports);
  if (inodes.size === 0) return [];
  const result = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (!inode || !inodes.has(inode)) continue;
      let command = '';
      let cwd = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        // gone meanwhile
      }
      result.push({ pid: Number(pid), port: inodes.get(inode), command, cwd });
      break;
    }
  }
  return result;
}

/** The process group of `pid` (Playwright starts each web server in a group of its own). */
function groupOf(pid) {
  try {
    // /proc/PID/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return undefined;
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the servers of this checkout (working directory under `root`) still listening on the run's ports, with their
 * process group (SIGTERM, then SIGKILL after 3 s). Returns what it stopped, and what listens there from elsewhere
 * (another checkout's run, another program), which it leaves alone.
 */
export async function stopLeftServers(root, ports = runPorts()) {
  const found = listeners(ports);
  const ours = found.filter((server) => server.cwd === root || server.cwd.startsWith(`${root}/`));
  const others = found.filter((server) => !ours.includes(server));
  for (const server of ours) {
    const group = groupOf(server.pid);
    const target = group && group !== process.pid && group !== groupOf(process.pid) ? -group : server.pid;
    try {
      process.kill(target, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 3_000;
  while (ours.some((server) => alive(server.pid)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const server of ours.filter((entry) => alive(entry.pid))) {
    try {
      process.kill(server.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  return { stopped: ours, others };
}
