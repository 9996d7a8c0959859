// Types of script/build-freshness.mjs for the tests that import it.
export declare const buildOutputs: string[]
export declare const buildInputs: string[]
export declare function buildIsStale(root: string): boolean
