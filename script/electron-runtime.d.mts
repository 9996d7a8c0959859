// Types of script/electron-runtime.mjs for the specs that import it.
export declare function electronRuntime(
  root: string,
): { binary: string; reason: null } | { binary: null; reason: string }
