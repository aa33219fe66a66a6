import Layout from '@theme/Layout';
import { errorChain } from './errorChain.ts';
import ErrorBoundary from '@theme/ErrorBoundary';

/** The crash screen inside the site's chrome; bare when the chrome itself is what crashed. */
export default function PageCrash({ error, tryAgain }: { error: Error; tryAgain(): void }) {
  return (
    <ErrorBoundary what="the layout around the crash screen" fallback={() => <CrashContent error={error} tryAgain={tryAgain} />}>
      <Layout>
        <CrashContent error={error} tryAgain={tryAgain} />
      </Layout>
    </ErrorBoundary>
  );
}

/** What broke, why, and a way to try again. */
export function CrashContent({ error, tryAgain }: { error: Error; tryAgain(): void }) {
  const [first, ...causes] = errorChain(error);
  return (
    <main className="folio-crash" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <p className="folio-crash__message">{first?.message}</p>
      {causes.length > 0 && (
        <ul className="folio-crash__causes">
          {causes.map((cause, index) => (
            <li key={index}>Cause: {cause.message}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
