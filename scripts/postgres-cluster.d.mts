// Types of postgres-cluster.mjs for the TypeScript tests that start clusters (api/ops/).
export type TPostgresControl = {
  binDir: string;
  dataDir: string;
  logFile: string;
  serverOptions: string;
};

export type TPostgresCluster = {
  url: string;
  version: string;
  binDir: string;
  control: TPostgresControl;
  pid(): number | null;
  stop(): void;
  pause(): void;
  resume(): void;
};

export function postgresBinDir(): string;
export function freePort(): Promise<number>;
export function pausePostgres(control: Pick<TPostgresControl, 'binDir' | 'dataDir'>): void;
export function resumePostgres(control: TPostgresControl): void;
export function startPostgresCluster(options?: {
  quiet?: boolean;
  settings?: string[];
}): Promise<TPostgresCluster>;
