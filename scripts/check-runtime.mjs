// The runtime and the tree (decision 0057): the tests, builds and server run on the Node.js line that .nvmrc and
// package.json's engines name (the `node` development dependency's, which npm puts first on its scripts' PATH), and
// `npm ls --all` finds every package's dependencies and peers satisfied. Either failing stops `npm test` here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const wanted = Number(readFileSync(`${root}.nvmrc`, 'utf8').trim());
const running = Number(process.versions.node.split('.')[0]);
const problems = [];
if (running !== wanted)
  problems.push(
    `This runs on Node.js ${process.versions.node}; the project runs on Node.js ${wanted} (.nvmrc). Run it through npm (npm test), which puts the project's Node.js first on the PATH, after npm install.`,
  );

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tree = spawnSync(npm, ['ls', '--all', '--loglevel=error'], { cwd: root, encoding: 'utf8' });
if (tree.status !== 0)
  problems.push(
    `npm ls --all finds problems in the dependency tree:\n${`${tree.stderr}`
      .split('\n')
      .filter((line) => /invalid|missing|UNMET|ERR/i.test(line))
      .slice(0, 20)
      .join('\n')}`,
  );

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`Node.js ${process.versions.node}; npm ls --all: no problems.\n`);
