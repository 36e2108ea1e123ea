// V8's code cache for the modules jest runs, kept for the worker's life.
//
// Why: jest gives every test file a fresh module registry, so each file compiles React, antd, jsdom's helpers and the
// portal's code again from source (vm.compileFunction, about 1,300 modules a file). It passes an
// importModuleDynamically callback, which keeps V8's own compilation cache from ever hitting. A whole-suite profile
// put 15 s of about 200 in that compile. V8 can instead start from the data it produced the first time: react-dom's
// development build compiles in about 1 ms from it against 10 ms from source.
//
// The data is used only for the very source (and parameter list) it was made from; V8 itself checks little more than
// the length, so this compares the text. Data V8 rejects anyway (another V8, other flags) costs a normal compile.
const vm = require('node:vm');

const compileFromSource = vm.compileFunction;
/** `filename\0params` → the source compiled and the data V8 produced for it. */
const cache = new Map();

vm.compileFunction = function compileFunctionWithCodeCache(code, params = [], options = {}) {
  if (!options.filename || options.cachedData !== undefined || options.produceCachedData) return compileFromSource(code, params, options);
  const key = `${options.filename}\0${params.join(',')}`;
  const known = cache.get(key);
  if (known?.code === code) return compileFromSource(code, params, { ...options, cachedData: known.cachedData });
  const compiled = compileFromSource(code, params, { ...options, produceCachedData: true });
  if (compiled.cachedDataProduced) cache.set(key, { code, cachedData: compiled.cachedData });
  return compiled;
};
