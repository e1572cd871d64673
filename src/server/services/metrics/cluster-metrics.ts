import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// /metrics with several server processes on one port (WEB_CONCURRENCY, src/server/cluster.ts):
// the process a scrape reaches asks the primary, which collects every process's figures over
// the cluster's IPC channel (prom-client's AggregatorRegistry) and sums them, so a scrape shows
// the whole instance, whichever process answers it (docs/decisions/0044-metrics-and-version.md).

const REQUEST = 'evisa:metrics-request';
const RESULT = 'evisa:metrics-result';
/** The primary's collection gives up after 5 s (prom-client); this waits a little longer. */
const PRIMARY_ANSWER_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsResult {
  type: typeof RESULT;
  id: number;
  /** The summed figures in Prometheus's text format; null when the collection failed. */
  text: string | null;
}

const isRequest = (message: unknown): message is MetricsRequest =>
  typeof message === 'object' && message !== null && (message as MetricsRequest).type === REQUEST;
const isResult = (message: unknown): message is MetricsResult =>
  typeof message === 'object' && message !== null && (message as MetricsResult).type === RESULT;

/** In the primary: answers the workers' requests with every worker's figures, summed. */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isRequest(message)) return;
    const answer = (text: string | null) =>
      worker.isConnected() && worker.send({ type: RESULT, id: message.id, text });
    aggregator.clusterMetrics().then(answer, () => answer(null));
  });
}

/** True in a server process forked by the primary: its figures are one part of the instance's. */
export const inCluster = (): boolean => cluster.isWorker && typeof process.send === 'function';

/** In a worker: offers `registry` to the primary's collections (call once, at start). */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds prom-client's listener that answers the primary's collection.
  new AggregatorRegistry();
}

let nextId = 0;

/** In a worker: every process's figures summed by the primary, or undefined if it cannot say. */
export function figuresFromPrimary(): Promise<string | undefined> {
  const id = ++nextId;
  return new Promise((resolve) => {
    const finish = (text: string | undefined) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(text);
    };
    const onMessage = (message: unknown) => {
      if (isResult(message) && message.id === id) finish(message.text ?? undefined);
    };
    const timer = setTimeout(() => finish(undefined), PRIMARY_ANSWER_MS);
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}
