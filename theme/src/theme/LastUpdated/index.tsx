import { useDateTimeFormat } from '@docusaurus/theme-common/internal';

/** Props of LastUpdated, as in Docusaurus: a timestamp in milliseconds and an author. */
export interface Props {
  readonly lastUpdatedAt?: number | undefined;
  readonly lastUpdatedBy?: string | undefined;
}

function AtDate({ lastUpdatedAt }: { lastUpdatedAt: number }) {
  const date = new Date(lastUpdatedAt);
  const formatted = useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  return (
    <>
      {' on '}
      <b>
        <time dateTime={date.toISOString()} itemProp="dateModified">
          {formatted}
        </time>
      </b>
    </>
  );
}

/** "Last updated on <date> by <author>", either part when known. */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props) {
  return (
    <span className="theme-last-updated last-updated">
      Last updated
      {lastUpdatedAt ? <AtDate lastUpdatedAt={lastUpdatedAt} /> : null}
      {lastUpdatedBy ? (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
