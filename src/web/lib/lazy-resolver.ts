import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/web/lib/api-client';

/**
 * A form's resolver whose zod schema is downloaded and built when the visitor first moves into
 * the form (`warm`, for the form's onFocus) or at the latest at its first submit, not while a
 * prerendered page hydrates nor when it goes idle just after: zod and a schema module are a
 * long task on a slow phone, the browser does not answer a tap meanwhile, and a form validates
 * nothing before it is used (docs/decisions/0024-prerendering.md). `load` should import the
 * schema's own small module (the schemas' index builds every schema). A failed download is
 * said as what it is, the network failing (`ApiError(0)`, the same message as a call that
 * failed), and is tried again at the next validation.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; warm: () => void } {
  let pending: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        pending = undefined;
        throw new ApiError(0, error instanceof Error ? error.message : String(error));
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  // A failure here is said at the submit, which tries again.
  const warm = () => void preload().catch(() => undefined);
  return { resolver, warm };
}
