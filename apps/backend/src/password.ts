import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/**
 * bcrypt off the main thread. A cost-10 hash is tens of milliseconds of pure JavaScript; on the event loop
 * every sign-in would stall every other request (and the database, which lives on that thread too). A small
 * pool of worker threads, shared by every backend in the process, does the hashing; the workers are unref'd,
 * so they never keep a process alive.
 */

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

const workerSource = `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(createRequire(import.meta.url).resolve('bcryptjs'))});
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message || error) });
  }
});
`;

interface PoolWorker {
  worker: Worker;
  /** Ids of the jobs it is working on. */
  jobs: Set<number>;
}

const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let pool: PoolWorker[] | undefined;
let nextId = 1;

function workers(): PoolWorker[] | undefined {
  if (pool) return pool.length > 0 ? pool : undefined;
  pool = [];
  const size = Math.max(1, Math.min(4, availableParallelism() - 1));
  try {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(workerSource, { eval: true });
      const entry: PoolWorker = { worker, jobs: new Set() };
      worker.unref();
      worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
        entry.jobs.delete(message.id);
        const job = pending.get(message.id);
        pending.delete(message.id);
        if (!job) return;
        if (message.error !== undefined) job.reject(new Error(message.error));
        else job.resolve(message.result);
      });
      worker.on('error', (error) => {
        // A dead worker leaves the pool; its jobs fail and later ones go elsewhere (or to the main thread).
        pool = pool?.filter((candidate) => candidate !== entry);
        for (const id of entry.jobs) {
          pending.get(id)?.reject(error);
          pending.delete(id);
        }
      });
      pool.push(entry);
    }
  } catch {
    pool = [];
  }
  return pool.length > 0 ? pool : undefined;
}

function run(job: Job): Promise<unknown> | undefined {
  const available = workers();
  if (!available) return undefined;
  const entry = available.reduce((least, candidate) => (candidate.jobs.size < least.jobs.size ? candidate : least));
  const id = nextId++;
  entry.jobs.add(id);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    entry.worker.postMessage({ ...job, id });
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const result = run({ op: 'hash', password, cost });
  return result ? ((await result) as string) : bcrypt.hash(password, cost);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const result = run({ op: 'compare', password, hash });
  return result ? ((await result) as boolean) : bcrypt.compare(password, hash);
}
