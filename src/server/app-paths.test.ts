import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appPaths } from './app-paths';

const root = path.resolve(import.meta.dirname, '../..');

describe("the app's own files", () => {
  it('are found from the module, from source', () => {
    expect(appPaths()).toEqual({
      migrations: path.join(root, 'migrations'),
      client: path.join(root, 'dist', 'client'),
      packageJson: path.join(root, 'package.json'),
    });
  });

  it('are found beside the bundle when built, wherever the install is', () => {
    const bundle = pathToFileURL('/srv/evisa/dist/server/staff.js').href;
    expect(appPaths(bundle)).toEqual({
      migrations: '/srv/evisa/dist/migrations',
      client: '/srv/evisa/dist/client',
      packageJson: '/srv/evisa/package.json',
    });
  });
});
