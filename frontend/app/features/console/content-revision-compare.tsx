/**
 * Two revisions of a document side by side, field by field (content-revision-diff.ts): the editor
 * picks an older and a newer one (at first the newest and the one before it). Removed and added
 * words are struck through and underlined and say so to a screen reader, never by colour alone.
 */
import type { ContentKind, ContentRevision } from '@orbitwise/contracts/content';
import { useId, type Ref } from 'react';
import { revisionChanges, type FieldChange } from './content-revision-diff';

export interface RevisionPair {
  older: number;
  newer: number;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const optionLabel = (revision: ContentRevision) =>
  `${revision.revision} · ${WHEN.format(new Date(revision.at))} · ${revision.by ?? 'the system'}`;

function Value({ text, as: Mark }: { text: string | null; as: 'del' | 'ins' }) {
  if (text === null) return <em className="console-muted">(none)</em>;
  return <Mark className="content-diff-value">{text}</Mark>;
}

function Change({ change, older, newer }: { change: FieldChange; older: number; newer: number }) {
  return (
    <li className="content-diff-field">
      <h4>{change.label}</h4>
      {change.parts ? (
        <p className="content-diff-text">
          {change.parts.map((part, index) =>
            part.change === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : part.change === 'skipped' ? (
              <span key={index} className="content-diff-skip">
                {' … '}
                <span className="visually-hidden">(unchanged text left out) </span>
              </span>
            ) : part.change === 'removed' ? (
              <del key={index}>
                <span className="visually-hidden">[removed: </span>
                {part.text}
                <span className="visually-hidden">]</span>
              </del>
            ) : (
              <ins key={index}>
                <span className="visually-hidden">[added: </span>
                {part.text}
                <span className="visually-hidden">]</span>
              </ins>
            ),
          )}
        </p>
      ) : (
        <dl className="content-diff-values">
          <div>
            <dt>Before (revision {older})</dt>
            <dd>
              <Value text={change.before} as="del" />
            </dd>
          </div>
          <div>
            <dt>After (revision {newer})</dt>
            <dd>
              <Value text={change.after} as="ins" />
            </dd>
          </div>
        </dl>
      )}
    </li>
  );
}

export function RevisionCompare({
  kind,
  revisions,
  pair,
  onPair,
  headingRef,
}: {
  kind: ContentKind;
  /** Newest first, as the API lists them. */
  revisions: readonly ContentRevision[];
  pair: RevisionPair;
  onPair: (pair: RevisionPair) => void;
  /** The heading, focused when a revision's "Compare" button chose the pair. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const ids = useId();
  const older = revisions.find((revision) => revision.revision === pair.older);
  const newer = revisions.find((revision) => revision.revision === pair.newer);
  const changes = older && newer ? revisionChanges(kind, older.data, newer.data) : [];
  const choose = (side: keyof RevisionPair, value: string) => onPair({ ...pair, [side]: Number(value) });
  return (
    <section aria-labelledby={`${ids}-title`} className="content-compare">
      <h3 id={`${ids}-title`} ref={headingRef} tabIndex={-1}>
        Compare two revisions
      </h3>
      <div className="content-compare-choice">
        {(['older', 'newer'] as const).map((side) => (
          <div className="field" key={side}>
            <label htmlFor={`${ids}-${side}`}>{side === 'older' ? 'From revision' : 'To revision'}</label>
            <select
              id={`${ids}-${side}`}
              value={pair[side]}
              onChange={(event) => choose(side, event.target.value)}
            >
              {revisions.map((revision) => (
                <option key={revision.revision} value={revision.revision}>
                  {optionLabel(revision)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <p className="console-muted content-diff-legend">
        Removed text is <del>struck through</del>, added text is <ins>underlined</ins>.
      </p>
      {changes.length === 0 ? (
        <p>
          No differences between revision {pair.older} and revision {pair.newer}.
        </p>
      ) : (
        <ol
          className="content-diff"
          aria-label={`Changes from revision ${pair.older} to revision ${pair.newer}`}
        >
          {changes.map((change) => (
            <Change key={change.path} change={change} older={pair.older} newer={pair.newer} />
          ))}
        </ol>
      )}
    </section>
  );
}
