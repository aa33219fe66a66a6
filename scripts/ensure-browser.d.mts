/** Types of ensure-browser.mjs (a plain script, so that it runs before anything is compiled). */
export declare const CHROMIUM: string;
export declare const LIBERATION_FONT: string;
export declare const PACKAGES: string[];
export interface BrowserSetupState {
  chromiumPresent: boolean;
  fontsPresent: boolean;
  customChromium: boolean;
  root: boolean;
  apt: boolean;
}
export type BrowserSetupPlan = { action: 'ready' } | { action: 'install'; packages: string[] } | { action: 'stop'; message: string };
export declare function browserSetupPlan(state: BrowserSetupState): BrowserSetupPlan;
