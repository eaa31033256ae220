// The embedded database runs on a thread of its own and is reached like any
// Postgres server, through a Unix socket, with the same driver as a real one.
// Opening PGlite is most of a second of WebAssembly (PostgreSQL starting up);
// on its own thread that runs while the bot's modules load on the main one,
// instead of after them, and its queries never hold up the bot's event loop.
// One connection at a time (the bot's pool holds one): PGlite is a single
// session, and the socket server would interleave two connections' protocol
// messages within it. The server still accepts a few, because pg drops a
// connection after a failed query and opens the next before the server has
// seen the old one close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What pg needs to reach the thread: Postgres's own socket name, in a folder only this user can open. */
export interface PgliteThread {
  /** For pg: `host` is the folder, the socket in it is `.s.PGSQL.<port>`. */
  connection: { host: string; port: number; user: string; database: string };
  /** Bytes of PGlite's WebAssembly heap, and of the thread's own JavaScript heap. */
  memory(): Promise<DatabaseMemory>;
  /** Collects the thread's garbage (the bot does so when it has been quiet: see idle-gc.ts). */
  collectGarbage(): Promise<void>;
  /** Closes the database cleanly (a checkpoint, so the next start needs no recovery), then the thread. */
  close(): Promise<void>;
}

export interface DatabaseMemory {
  wasmHeap: number;
  threadHeapUsed: number;
  threadHeapTotal: number;
}

const PORT = 5432;

// Plain JavaScript, run with `eval`: it needs only the two packages, so it
// runs the same from the sources (tests, tsx) and from the bundle.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import(workerData.pglite);
  // PGlite starts opening (reading and compiling its WebAssembly) while the socket server's module loads.
  const socketModule = import(workerData.socket);
  const db = new PGlite({ dataDir: workerData.dataDir, startParams: [...PGlite.defaultStartParams, ...workerData.settings] });
  // PGlite 0.4.3 parses every reply into a list that only execProtocol and
  // execProtocolStream empty; the socket server calls neither, so the list
  // grew by every reply ever sent (some 40 MB over 1,000 actions). After each
  // message it is emptied by execProtocol with a Terminate message, which
  // PGlite answers without entering PostgreSQL.
  const rawStream = db.execProtocolRawStream.bind(db);
  const TERMINATE = new Uint8Array([88, 0, 0, 0, 4]);
  db.execProtocolRawStream = async (message, options) => {
    try {
      await rawStream(message, options);
    } finally {
      await db.execProtocol(TERMINATE, { syncToFs: false, throwOnError: false });
    }
  };
  const { PGLiteSocketServer } = await socketModule;
  const server = new PGLiteSocketServer({ db, path: workerData.socketPath, maxConnections: 4 });
  await server.start();
  // npm start exposes gc (its flags are the process's, so this thread has it too); elsewhere it is fetched.
  const collect = typeof globalThis.gc === 'function' ? globalThis.gc : (() => {
    require('node:v8').setFlagsFromString('--expose-gc');
    return require('node:vm').runInNewContext('gc');
  })();
  parentPort.on('message', async (msg) => {
    if (msg === 'memory') {
      const { heapUsed, heapTotal } = process.memoryUsage();
      parentPort.postMessage({ wasmHeap: db.Module.HEAP8.byteLength, heapUsed, heapTotal });
    }
    if (msg === 'gc') {
      collect();
      parentPort.postMessage({ collected: true });
    }
    if (msg === 'close') {
      await server.stop();
      await db.close();
      parentPort.postMessage({ closed: true });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((err) => parentPort.postMessage({ failed: err && err.message ? err.message : String(err) }));
`;

/** `settings`: PostgreSQL's start parameters beyond PGlite's own (`-c name=value` pairs). */
export async function startPgliteThread(dataDir: string, settings: string[]): Promise<PgliteThread> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'golem-db-'));
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: {
      pglite: import.meta.resolve('@electric-sql/pglite'),
      socket: import.meta.resolve('@electric-sql/pglite-socket'),
      dataDir,
      settings,
      socketPath: path.join(socketDir, `.s.PGSQL.${PORT}`),
    },
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  // Replies come in the order asked (the thread answers each message as it comes).
  const waiting: Array<{ resolve: (msg: Record<string, unknown>) => void; reject: (err: Error) => void }> = [];
  let exited: Error | null = null;
  const opened = new Promise<void>((resolve, reject) => {
    worker.once('message', (msg: { ready?: boolean; failed?: string }) => {
      if (msg.ready) resolve();
      else reject(new Error(`the embedded database in ${dataDir} could not be opened: ${msg.failed}`));
      worker.on('message', (reply: Record<string, unknown>) => waiting.shift()?.resolve(reply));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      exited = new Error(`the embedded database's thread stopped (${code})`);
      reject(exited);
      for (const w of waiting.splice(0)) w.reject(exited);
      removeSocketDir();
    });
  });
  try {
    await opened;
  } catch (err) {
    await worker.terminate();
    removeSocketDir();
    throw err;
  }
  const ask = (msg: string): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      if (exited) return reject(exited);
      waiting.push({ resolve, reject });
      worker.postMessage(msg);
    });
  return {
    connection: { host: socketDir, port: PORT, user: 'postgres', database: 'postgres' },
    async memory() {
      const m = await ask('memory');
      return { wasmHeap: Number(m.wasmHeap), threadHeapUsed: Number(m.heapUsed), threadHeapTotal: Number(m.heapTotal) };
    },
    async collectGarbage() {
      await ask('gc');
    },
    async close() {
      if (!exited) await ask('close').catch(() => undefined);
      await worker.terminate();
      removeSocketDir();
    },
  };
}
