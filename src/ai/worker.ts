// The search's thread (see pool.ts): one request at a time, answered by id.
import { parentPort } from 'node:worker_threads';
import { think, type ThinkRequest } from './think.js';

parentPort!.on('message', (msg: { id: number; req: ThinkRequest }) => {
  try {
    parentPort!.postMessage({ id: msg.id, action: think(msg.req) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) });
  }
});
