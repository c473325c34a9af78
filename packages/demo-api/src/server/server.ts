// The demo API over HTTP (issue 4): each tenant under /tenants/<id>/api, the default tenant under /api, one state
// per tenant shared by both bases.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { defaultTenantId, isTenantId, type TenantId } from '@frontoffice/tenants';
import { createDemoApi, type DemoApi, type DemoApiOptions, errorBody } from '../core/api.ts';

/** Options of the HTTP server. */
export interface DemoServerOptions extends Omit<DemoApiOptions, 'tenant'> {
  /** The tenant served under `/api`. @default 'demo' */
  defaultTenant?: TenantId;
  /** @default 4010 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Logs one line per request (method, path, status, milliseconds). @default false */
  log?: boolean;
}

/** A running demo server. */
export interface DemoServer {
  server: Server;
  /** `http://host:port`. */
  origin: string;
  /** The instance of a tenant (created on first use). */
  api(tenant: TenantId): DemoApi;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, accept-language',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-max-age': '600',
};

function route(pathname: string, defaultTenant: TenantId): { tenant: TenantId; base: string } | null {
  if (pathname === '/api' || pathname.startsWith('/api/')) return { tenant: defaultTenant, base: '/api' };
  const match = /^\/tenants\/([^/]+)\/api(?:\/|$)/.exec(pathname);
  if (match && isTenantId(match[1] ?? '')) return { tenant: match[1] as TenantId, base: `/tenants/${match[1]}/api` };
  return null;
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  if (response.body) {
    const body = Buffer.from(await response.arrayBuffer());
    res.end(body);
  } else res.end();
}

/** Starts the demo API over HTTP. */
export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const defaultTenant = options.defaultTenant ?? defaultTenantId;
  const instances = new Map<TenantId, DemoApi>();
  const api = (tenant: TenantId) => {
    let instance = instances.get(tenant);
    if (!instance) {
      instance = createDemoApi({ ...options, tenant });
      instances.set(tenant, instance);
    }
    return instance;
  };
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 4010;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    if (req.method === 'OPTIONS') {
      // Preflight: allow whatever headers the page asks for (the front office may add tracing headers).
      const asked = req.headers['access-control-request-headers'];
      res.writeHead(204, asked ? { ...CORS, 'access-control-allow-headers': asked } : CORS);
      res.end();
      return;
    }
    const target = route(url.pathname, defaultTenant);
    if (!target) {
      void send(res, new Response(JSON.stringify({ ...errorBody(404, 'NOT_FOUND', `Nothing at ${url.pathname}: the API is under /api and /tenants/<id>/api.`) }), { status: 404, headers: { 'content-type': 'application/json' } }));
      return;
    }
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      signal: controller.signal,
      // Node's fetch needs this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    const started = performance.now();
    api(target.tenant)
      .handle(request, target.base)
      .then((response) => {
        if (options.log) console.info(`${req.method} ${url.pathname}${url.search} ${response.status} ${Math.round(performance.now() - started)} ms`);
        // A network error (the `cut` fault): the connection drops without an answer.
        if (response.type === 'error') {
          res.destroy();
          return;
        }
        return send(res, response);
      })
      .catch((error: unknown) => {
        console.error('[demo-api]', error);
        void send(res, new Response(JSON.stringify(errorBody(500, 'INTERNAL_ERROR', 'The demo API failed.')), { status: 500, headers: { 'content-type': 'application/json' } }));
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        origin: `http://${host}:${actualPort}`,
        api,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
