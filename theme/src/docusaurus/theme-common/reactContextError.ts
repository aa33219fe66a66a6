/** Docusaurus's `ReactContextError`: thrown by a hook used outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook was called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}
