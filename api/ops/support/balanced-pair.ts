// The setting most ops tests share: a copy of the demo database, two api processes on it
// and HAProxy (deploy/haproxy.cfg) in front of them.
import { inject } from 'vitest';
import { newDatabase } from './databases.js';
import { startApi, startHaproxy, type TApi, type THaproxy } from './processes.js';

export type TBalancedPair = {
  database: string;
  /** Mutable: a test that restarts a process puts the new one here, for close(). */
  api1: TApi;
  api2: TApi;
  balancer: THaproxy;
  close(): Promise<void>;
};

export async function startBalancedPair(
  options: {
    /** Runs on the new database before the processes start. */
    prepare?: (database: string) => Promise<unknown>;
    /** More environment for api1. */
    api1Env?: Record<string, string>;
    /** More environment for both processes. */
    env?: Record<string, string>;
  } = {},
): Promise<TBalancedPair> {
  const database = await newDatabase(inject('clusterUrl'));
  await options.prepare?.(database);
  const [api1, api2] = await Promise.all([
    startApi({ name: 'api1', databaseUrl: database, env: { ...options.env, ...options.api1Env } }),
    startApi({ name: 'api2', databaseUrl: database, env: options.env }),
  ]);
  const balancer = await startHaproxy([api1, api2]);
  const pair: TBalancedPair = {
    database,
    api1,
    api2,
    balancer,
    async close() {
      await pair.balancer.close();
      await Promise.all([pair.api1.stop(), pair.api2.stop()]);
    },
  };
  return pair;
}
