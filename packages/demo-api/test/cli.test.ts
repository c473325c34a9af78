// The start script (`pnpm --filter @frontoffice/demo-api start`, which bundles src/server/main.ts once and reuses the
// bundle): environment and flags, over real HTTP on port 4012.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs', ...args], { cwd: packageDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo API ready')) resolve({ child, output, code: null });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => resolve({ child, output, code }));
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

describe('the start script', () => {
  it('serves DEMO_TENANT under /api on DEMO_API_PORT and names its URLs', async () => {
    const { output } = await start([], { DEMO_API_PORT: '4012', DEMO_TENANT: 'cityshare' });
    expect(output).toContain('http://127.0.0.1:4012/api (tenant cityshare)');
    const response = await fetch('http://127.0.0.1:4012/api/tenant', { headers: { 'accept-language': 'fr' } });
    expect(((await response.json()) as { tenant: { human_name: string } }).tenant.human_name).toBe('CityShare');
    const campus = await fetch('http://127.0.0.1:4012/tenants/campus/api/tenant', { headers: { 'accept-language': 'fr' } });
    expect(((await campus.json()) as { tenant: { human_name: string } }).tenant.human_name).toBe('Campus Go');
  }, 30_000);

  it('refuses an unknown tenant and a scale out of range', async () => {
    expect((await start([], { DEMO_API_PORT: '4013', DEMO_TENANT: 'nowhere' })).code).toBe(1);
    const scale = await start(['--scale', '20001'], { DEMO_API_PORT: '4013' });
    expect(scale.code).toBe(1);
    expect(scale.output).toContain('--scale takes a whole number from 1 to 20000');
  }, 30_000);
});
