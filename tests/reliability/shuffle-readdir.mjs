// Preloaded (node --import) into a `folio build` by the repeatability test: every directory listing
// comes back in a shuffled order, seeded by FOLIO_SHUFFLE_SEED, as another file system could return it.
// Worker threads inherit the --import through execArgv, so they shuffle too.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

let state = Number(process.env.FOLIO_SHUFFLE_SEED ?? 1) >>> 0 || 1;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function shuffle(list) {
  if (!Array.isArray(list)) return list;
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const readdirSync = fs.readdirSync;
fs.readdirSync = (...args) => shuffle(readdirSync(...args));
const readdir = fs.readdir;
fs.readdir = (path, options, callback) => {
  const done = typeof options === 'function' ? options : callback;
  const wrapped = (error, list) => done(error, error ? list : shuffle(list));
  return typeof options === 'function' ? readdir(path, wrapped) : readdir(path, options, wrapped);
};
const readdirPromise = fs.promises.readdir;
fs.promises.readdir = async (...args) => shuffle(await readdirPromise(...args));
syncBuiltinESMExports();
