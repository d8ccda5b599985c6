/** A published document's place on the site as a link that opens the public page in a new tab. */
import type { ContentData, ContentKind } from '@orbitwise/contracts/content';
import { liveAddress } from './content-live-address';

export function LiveLink({ kind, slug, data }: { kind: ContentKind; slug: string; data: ContentData }) {
  const address = liveAddress(kind, slug, data);
  if (!address.href) return <span className="console-muted">{address.label}</span>;
  return (
    <a href={address.href} target="_blank" rel="noopener" className="content-live-link">
      {address.label}
      <span className="visually-hidden"> (opens the public page in a new tab)</span>
    </a>
  );
}
