// The part of s3rver (an S3-compatible server for tests; it ships no types) the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  /** Its filesystem store (lib/stores/filesystem.js): the methods s3.ts replaces or calls. */
  export interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
    putObject(object: { bucket: string; key: string }): Promise<unknown>;
    getObject(
      bucket: string,
      key: string,
      options?: unknown,
    ): Promise<{ content: NodeJS.ReadableStream | null } | null>;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    readonly store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
