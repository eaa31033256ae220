// Searches run on one worker thread, off the caller's event loop (the bot must
// answer interactions within milliseconds while the AI thinks). Requests queue
// on it in order: one search at a time keeps the AI from taking every core of
// a small machine. The thread is made lazily, lets the process exit while idle,
// and is replaced if it dies. Under tsx/vitest this module is TypeScript and so
// is the worker (loaded through tsx); in the build both are compiled side by side.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThinkRequest } from './think.js';

interface Job {
  resolve: (action: unknown | null) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

function start(): Worker {
  const w = import.meta.url.endsWith('.ts') ? tsWorker(new URL('./worker.ts', import.meta.url)) : new Worker(new URL('./worker.js', import.meta.url));
  w.on('message', (msg: { id: number; action?: unknown; error?: string }) => {
    const job = jobs.get(msg.id);
    if (!job) return;
    jobs.delete(msg.id);
    if (msg.error !== undefined) job.reject(new Error(`AI search failed: ${msg.error}`));
    else job.resolve(msg.action ?? null);
    if (jobs.size === 0) w.unref();
  });
  const fail = (error: Error) => {
    if (worker === w) worker = null;
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`AI worker exited (${code})`)));
  return w;
}

/**
 * A worker running TypeScript: tsx's ESM API is registered inside the thread
 * before the entry is imported (on Node 20, `execArgv: ['--import', 'tsx']`
 * leaves a worker loading .ts as plain JavaScript). Its file is found from
 * here, so the bot's working directory does not matter.
 */
function tsWorker(entry: URL): Worker {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  const api = new URL(pkg.exports['./esm/api'].import.default, pathToFileURL(pkgPath)).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true });
}

export function thinkInWorker(req: ThinkRequest): Promise<unknown | null> {
  worker ??= start();
  const w = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, req });
  });
}

/** Stops the thread (tests, shutdown); the next request starts a new one. */
export async function stopWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
