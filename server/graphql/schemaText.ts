// The SDL: every schema/*.graphql file, in name order (_base.graphql first), as npm run codegen reads it.
import { readdirSync, readFileSync } from 'node:fs';

const folder = new URL('../../schema/', import.meta.url);

export const schemaText = readdirSync(folder)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(new URL(name, folder), 'utf8'))
  .join('\n');
