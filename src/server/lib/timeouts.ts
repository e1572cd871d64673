// How long a connection may take (docs/requirements/limits.md). Without them a client that
// sends half a request holds a socket and its memory for ever; hundreds of them starve the
// service. Node checks the request and header limits every `checkEveryMs`, so they fire up to
// that much after the figure.

export interface Timeouts {
  /** Headers complete within this, from the connection's first byte. */
  headersMs: number;
  /** The whole request, body included (a 10 MB upload on a slow phone fits). */
  requestMs: number;
  /** A connection with no traffic at all in either direction is closed after this. */
  idleMs: number;
  /** How often open requests are checked against the two limits above (Node's default: 30 s). */
  checkEveryMs: number;
}

export const serverTimeouts: Timeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 60_000,
  checkEveryMs: 5_000,
};
