/** Types of eslint.config.js for the test that reads its layer table (test/unit/layers.test.ts). */
export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
declare const config: unknown;
export default config;
