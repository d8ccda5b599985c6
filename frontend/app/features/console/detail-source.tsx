/**
 * Where the lead came from: the campaign, referring site and landing page of the visit's first and
 * last arrival, and the page its form was sent from, as the form recorded them (no cookie, nothing that
 * names the person). A campaign source, medium or name links to the inbox filtered by it.
 */
import type { Attribution, Touch } from '@orbitwise/contracts';
import { Link } from 'react-router';
import { consolePaths } from './console-routes';
import { filtersToParams } from './inbox-filters';

const ROWS: { key: keyof Touch; label: string; filter?: 'utmSource' | 'utmMedium' | 'utmCampaign' }[] = [
  { key: 'source', label: 'Source', filter: 'utmSource' },
  { key: 'medium', label: 'Medium', filter: 'utmMedium' },
  { key: 'campaign', label: 'Campaign', filter: 'utmCampaign' },
  { key: 'term', label: 'Term' },
  { key: 'content', label: 'Content' },
  { key: 'referrer', label: 'Referred by' },
  { key: 'landing', label: 'Landing page' },
];

const sameTouch = (a: Touch, b: Touch) => JSON.stringify(a) === JSON.stringify(b);

function TouchFields({ touch }: { touch: Touch }) {
  const rows = ROWS.filter((row) => touch[row.key]);
  if (rows.length === 0) return <p className="console-muted">Nothing recorded.</p>;
  return (
    <dl className="console-fields">
      {rows.map(({ key, label, filter }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>
            {filter ? (
              <Link to={`${consolePaths.inbox}?${filtersToParams({ [filter]: touch[key] }).toString()}`}>
                {touch[key]}
              </Link>
            ) : (
              touch[key]
            )}
          </dd>
        </div>
      ))}
      {touch.source || touch.medium || touch.campaign || touch.referrer ? null : (
        <div>
          <dt>Arrived</dt>
          <dd>Directly (no campaign, no referring site)</dd>
        </div>
      )}
    </dl>
  );
}

export function SourcePanel({ attribution }: { attribution: Attribution | null }) {
  return (
    <section aria-labelledby="detail-source" className="console-panel console-source-panel">
      <h2 id="detail-source">Source</h2>
      {attribution ? (
        <>
          {attribution.first ? (
            <>
              <h3>First touch</h3>
              <TouchFields touch={attribution.first} />
            </>
          ) : null}
          {attribution.last ? (
            <>
              <h3>Last touch</h3>
              {attribution.first && sameTouch(attribution.first, attribution.last) ? (
                <p className="console-muted">
                  The same as the first: no later arrival from a campaign or another site.
                </p>
              ) : (
                <TouchFields touch={attribution.last} />
              )}
            </>
          ) : null}
          <dl className="console-fields">
            <div>
              <dt>Sent from page</dt>
              <dd>{attribution.sentFrom ?? '—'}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="console-muted">
          Not recorded: sent without it (by a partner&apos;s server, or before the site recorded sources).
        </p>
      )}
    </section>
  );
}
