/** A reason not to start that the operator can fix; printed as its message, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
