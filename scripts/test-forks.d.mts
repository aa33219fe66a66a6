/** Types of test-forks.mjs (a plain script, read by the test runner before anything is compiled). */
export declare const FORK_RECORDS: string;
export declare function recordFileEvent(dir: string, event: 'start' | 'end' | 'exit' | 'exit-call', detail: string): void;
export declare const FATAL_REPORTS: string;
export declare function clearRecords(dir: string): void;
export declare function fatalReports(dir: string): string[];
export declare const FATAL_LINE: RegExp;
export declare function unfinishedFiles(dir: string): string[];
