import type { Client } from '~/content/clients';
import { ContentPicture } from '../content-picture';
import { Section } from '../section';
import type { SectionText } from '~/content/page-copy';

/** One client: its logo (alt text: its name) and its name, linked to its site when it has one. */
function ClientTile({ client }: { client: Client }) {
  const body = (
    <>
      <ContentPicture image={client.logo} alt={client.name} sizes="48px" width={48} height={48} />
      {/* The logo's alt text already says the name to screen readers. */}
      <span aria-hidden="true">{client.name}</span>
    </>
  );
  if (!client.link) return <div className="client-tile">{body}</div>;
  return (
    <a className="client-tile" href={client.link} target="_blank" rel="noopener noreferrer">
      {body}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The published clients, read by the page's loader (never imported here: see content/clients.ts). */
export function ClientsSection({ heading, clients }: { heading: SectionText; clients: readonly Client[] }) {
  if (clients.length === 0) return null;
  return (
    <Section id="clients" {...heading}>
      <ul className="client-strip">
        {clients.map((client) => (
          <li key={client.slug}>
            <ClientTile client={client} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
