import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: HeavyWork;
  }
}

/** The worker pool of services/heavy-work/, stopped when the app closes. */
export default fp<{ heavyWork: HeavyWork }>(async function heavyWorkPlugin(
  app: FastifyInstance,
  opts,
) {
  app.decorate('heavyWork', opts.heavyWork);
  app.addHook('onClose', () => opts.heavyWork.close());
});
