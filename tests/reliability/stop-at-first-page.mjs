// Preloaded (node --import) into a `folio build` by the kill test: once the first HTML page has been
// written into the temporary output (`*.folio-next`), the process says so on stderr and stops itself
// (SIGSTOP), so the test can kill it in the middle of rendering however fast or slow the machine is.
// Worker threads inherit the --import through execArgv; a SIGSTOP from any thread stops them all.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const writeFile = fs.promises.writeFile;
let stopped = false;
fs.promises.writeFile = async (file, ...rest) => {
  await writeFile(file, ...rest);
  if (!stopped && typeof file === 'string' && file.endsWith('.html') && /\.folio-next[\\/]/.test(file)) {
    stopped = true;
    fs.writeSync(2, `stopped after writing ${file}\n`);
    process.kill(process.pid, 'SIGSTOP');
  }
};
syncBuiltinESMExports();
