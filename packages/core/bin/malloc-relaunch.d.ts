/** Types of malloc-relaunch.js (plain JavaScript, run by the folio bin before anything is compiled). */
export declare const BUILD_MALLOC_TUNABLES: string;
export declare const RELAUNCHED_ENV: string;
export declare function relaunchEnvironment(env: NodeJS.ProcessEnv, runtime: { glibcVersion: string | undefined; execArgv: readonly string[] }): NodeJS.ProcessEnv | undefined;
export declare function runRelaunched(env: NodeJS.ProcessEnv): Promise<never>;
export declare function endWithParent(env: NodeJS.ProcessEnv): void;
export declare function relaunchWithMallocTuning(): Promise<void>;
